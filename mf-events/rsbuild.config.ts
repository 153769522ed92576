import { defineConfig } from '@rsbuild/core';
import { createAppRsbuildConfig } from '../scripts/src/federation/createAppRsbuildConfig';

/** Events remote: what it exposes is its whole public surface (ARCHITECTURE.md). */
export default defineConfig(({ command }) =>
  createAppRsbuildConfig({
    command,
    packageDir: import.meta.dirname,
    name: 'events',
    port: 3002,
    title: 'EO Asia Pacific · Events (standalone)',
    isRemote: true,
    exposes: {
      './UpcomingEvents': './src/pages/UpcomingEvents.tsx',
      './EventsPage': './src/pages/EventsPage.tsx',
    },
  }),
);
