import { renderStandaloneRemote } from 'shared-site';
import { HomeIntroSections } from './pages/HomeIntroSections';
import { HomeCommunitySection } from './pages/HomeCommunitySection';
import { AboutPage } from './pages/AboutPage';
import { RegionalCouncilPage } from './pages/RegionalCouncilPage';
import { ChaptersPage } from './pages/ChaptersPage';
import { IndustriesPage } from './pages/IndustriesPage';
import { PartnersPage } from './pages/PartnersPage';
import { PathPage } from './pages/PathPage';
import { ResourcesPage } from './pages/ResourcesPage';
import { BlogListPage } from './pages/BlogListPage';
import { BlogPostPage } from './pages/BlogPostPage';
import { SiteMapPage } from './pages/SiteMapPage';
import { TermsPage } from './pages/TermsPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { PartnershipOpportunitiesPage } from './pages/PartnershipOpportunitiesPage';
import { AnnualReportPage } from './pages/AnnualReportPage';
import { FinancialsPage } from './pages/FinancialsPage';

// Standalone dev page for the marketing team: every exposed module (the registry of parts lists them).
void renderStandaloneRemote('marketing', {
  HomeIntroSections: { path: '/', label: 'Home intro', Component: HomeIntroSections },
  HomeCommunitySection: { path: '/home-community', label: 'Home call to action', Component: HomeCommunitySection },
  AboutPage: { path: '/about', label: 'About', Component: AboutPage },
  RegionalCouncilPage: { path: '/regional-council', label: 'Regional Council', Component: RegionalCouncilPage },
  ChaptersPage: { path: '/chapters', label: 'Chapters', Component: ChaptersPage },
  IndustriesPage: { path: '/industries', label: 'Industries', Component: IndustriesPage },
  PartnersPage: { path: '/partners', label: 'Partners', Component: PartnersPage },
  PathPage: { path: '/path', label: 'Path', Component: PathPage },
  ResourcesPage: { path: '/resources', label: 'Resources', Component: ResourcesPage },
  BlogListPage: { path: '/blog', label: 'Blog', Component: BlogListPage },
  BlogPostPage: { path: '/blog/:id', label: 'Blog post', Component: BlogPostPage, href: '/blog/celebrating-gsea-winners' },
  SiteMapPage: { path: '/sitemap', label: 'Site map', Component: SiteMapPage },
  TermsPage: { path: '/terms', label: 'Terms', Component: TermsPage },
  PrivacyPage: { path: '/privacy', label: 'Privacy', Component: PrivacyPage },
  PartnershipOpportunitiesPage: { path: '/partnership-opportunities', label: 'Partnership opportunities', Component: PartnershipOpportunitiesPage },
  AnnualReportPage: { path: '/about/annual-report', label: 'Annual report', Component: AnnualReportPage },
  FinancialsPage: { path: '/financials', label: 'Financials', Component: FinancialsPage },
});
