import { defineConfig } from '@rsbuild/core';
import { createAppRsbuildConfig } from '../scripts/src/federation/createAppRsbuildConfig';

/** Admin remote: what it exposes is its whole public surface (ARCHITECTURE.md). */
export default defineConfig(({ command }) =>
  createAppRsbuildConfig({
    command,
    packageDir: import.meta.dirname,
    name: 'admin',
    port: 3003,
    title: 'EO Asia Pacific · Admin (standalone)',
    isRemote: true,
    exposes: {
      './AdminPage': './src/pages/AdminPage.tsx',
    },
  }),
);
