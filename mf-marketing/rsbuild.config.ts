import { defineConfig } from '@rsbuild/core';
import { createAppRsbuildConfig } from '../scripts/src/federation/createAppRsbuildConfig';

/** Marketing remote: what it exposes is its whole public surface (ARCHITECTURE.md). */
export default defineConfig(({ command }) =>
  createAppRsbuildConfig({
    command,
    packageDir: import.meta.dirname,
    name: 'marketing',
    port: 3001,
    title: 'EO Asia Pacific · Marketing (standalone)',
    isRemote: true,
    exposes: {
      './HomeIntroSections': './src/pages/HomeIntroSections.tsx',
      './HomeCommunitySection': './src/pages/HomeCommunitySection.tsx',
      './AboutPage': './src/pages/AboutPage.tsx',
      './RegionalCouncilPage': './src/pages/RegionalCouncilPage.tsx',
      './ChaptersPage': './src/pages/ChaptersPage.tsx',
      './IndustriesPage': './src/pages/IndustriesPage.tsx',
      './PartnersPage': './src/pages/PartnersPage.tsx',
      './PathPage': './src/pages/PathPage.tsx',
      './ResourcesPage': './src/pages/ResourcesPage.tsx',
      './BlogListPage': './src/pages/BlogListPage.tsx',
      './BlogPostPage': './src/pages/BlogPostPage.tsx',
      './SiteMapPage': './src/pages/SiteMapPage.tsx',
      './TermsPage': './src/pages/TermsPage.tsx',
      './PrivacyPage': './src/pages/PrivacyPage.tsx',
      './PartnershipOpportunitiesPage': './src/pages/PartnershipOpportunitiesPage.tsx',
      './AnnualReportPage': './src/pages/AnnualReportPage.tsx',
      './FinancialsPage': './src/pages/FinancialsPage.tsx',
    },
  }),
);
