import { defineConfig } from '@rsbuild/core';
import { createAppRsbuildConfig } from '../scripts/src/federation/createAppRsbuildConfig';

/** Image generator remote: what it exposes is its whole public surface (ARCHITECTURE.md). */
export default defineConfig(({ command }) =>
  createAppRsbuildConfig({
    command,
    packageDir: import.meta.dirname,
    name: 'imagegen',
    port: 3004,
    title: 'EO Asia Pacific · Image generator (standalone)',
    isRemote: true,
    exposes: {
      './ImageGeneratorPage': './src/pages/ImageGeneratorPage.tsx',
    },
  }),
);
