import { renderStandaloneRemote } from 'shared-auth';
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

// Standalone dev page for the marketing team: the exposed modules with the shared packages.
void renderStandaloneRemote('Marketing', [
  { path: '/', label: 'Home intro', Component: HomeIntroSections },
  { path: '/home-community', label: 'Home call to action', Component: HomeCommunitySection },
  { path: '/about', label: 'About', Component: AboutPage },
  { path: '/regional-council', label: 'Regional Council', Component: RegionalCouncilPage },
  { path: '/chapters', label: 'Chapters', Component: ChaptersPage },
  { path: '/industries', label: 'Industries', Component: IndustriesPage },
  { path: '/partners', label: 'Partners', Component: PartnersPage },
  { path: '/path', label: 'Path', Component: PathPage },
  { path: '/resources', label: 'Resources', Component: ResourcesPage },
  { path: '/blog', label: 'Blog', Component: BlogListPage },
  { path: '/blog/:id', label: 'Blog post', Component: BlogPostPage, href: '/blog/celebrating-gsea-winners' },
  { path: '/sitemap', label: 'Site map', Component: SiteMapPage },
  { path: '/terms', label: 'Terms', Component: TermsPage },
  { path: '/privacy', label: 'Privacy', Component: PrivacyPage },
  { path: '/partnership-opportunities', label: 'Partnership opportunities', Component: PartnershipOpportunitiesPage },
  { path: '/about/annual-report', label: 'Annual report', Component: AnnualReportPage },
  { path: '/financials', label: 'Financials', Component: FinancialsPage },
]);
