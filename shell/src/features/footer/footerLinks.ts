import { paths } from '../../config/paths';

export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

export const MEMBER_HUB_URL = 'https://hub.eonetwork.org';

/** The footer's four link columns (SPEC section 2, Footer). */
export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'About',
    links: [
      { label: 'About Us', href: paths.about },
      { label: 'Regional Council', href: paths.regionalCouncil },
      { label: 'Annual Report', href: paths.annualReport },
      { label: 'Financials', href: paths.financials },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Chapters', href: paths.chapters },
      { label: 'Industries', href: paths.industries },
      { label: 'Partners', href: paths.partners },
      { label: 'Partnership Opportunities', href: paths.partnershipOpportunities },
    ],
  },
  {
    title: 'Growth & Learning',
    links: [
      { label: 'Path of Leadership', href: paths.path },
      { label: 'Events', href: paths.events },
      { label: 'Resources', href: paths.resources },
      { label: 'Blog', href: paths.blog },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'Contact Us', href: 'mailto:info@eoasiapacific.org', external: true },
      { label: 'Member Hub', href: MEMBER_HUB_URL, external: true },
      { label: 'EO Global', href: 'https://www.eonetwork.org', external: true },
    ],
  },
];

export const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms of Service', href: paths.terms },
  { label: 'Admin Login', href: paths.auth },
  { label: 'Sitemap', href: paths.sitemap },
];

export const socialLinks: { label: string; href: string; icon: 'linkedin' | 'x' | 'facebook' }[] = [
  { label: 'EO Asia Pacific on LinkedIn', href: 'https://www.linkedin.com/company/eo-asia-pacific', icon: 'linkedin' },
  { label: 'EO Asia Pacific on X', href: 'https://x.com/eoasiapacific', icon: 'x' },
  { label: 'EO Asia Pacific on Facebook', href: 'https://www.facebook.com/eoasiapacific', icon: 'facebook' },
];
