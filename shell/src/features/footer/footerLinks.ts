import { CONTACT_EMAIL, EO_GLOBAL_URL, MEMBER_HUB_URL, SOCIAL_LINKS, mailtoHref } from 'shared-site';
import { paths } from 'site-config';

export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

export { MEMBER_HUB_URL };

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
      { label: 'Contact Us', href: mailtoHref(CONTACT_EMAIL), external: true },
      { label: 'Member Hub', href: MEMBER_HUB_URL, external: true },
      { label: 'EO Global', href: EO_GLOBAL_URL, external: true },
    ],
  },
];

export const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms of Service', href: paths.terms },
  { label: 'Admin Login', href: paths.auth },
  { label: 'Sitemap', href: paths.sitemap },
];

export const socialLinks = SOCIAL_LINKS;
