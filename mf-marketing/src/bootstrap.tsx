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
import { NewsletterArchivePage } from './pages/NewsletterArchivePage';
import { NewsletterIssuePage } from './pages/NewsletterIssuePage';

// Standalone dev page for the marketing team: every exposed module, at the route the registry of parts gives it.
void renderStandaloneRemote('marketing', {
  HomeIntroSections,
  HomeCommunitySection,
  AboutPage,
  RegionalCouncilPage,
  ChaptersPage,
  IndustriesPage,
  PartnersPage,
  PathPage,
  ResourcesPage,
  BlogListPage,
  BlogPostPage,
  SiteMapPage,
  TermsPage,
  PrivacyPage,
  PartnershipOpportunitiesPage,
  AnnualReportPage,
  FinancialsPage,
  NewsletterArchivePage,
  NewsletterIssuePage,
});
