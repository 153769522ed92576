import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { createRemoteRsbuildConfig } from 'build-preset';
import { pluginArticleMarkdown } from './articleMarkdown';
import { pluginPageMetadata } from './build/pluginPageMetadata';

/** The marketing remote: name, port and exposes come from the registry of parts (site-config/src/parts.ts). */
export default defineConfig(({ command }) =>
  mergeRsbuildConfig(createRemoteRsbuildConfig({ command, packageDir: import.meta.dirname, remote: 'marketing' }), {
    plugins: [pluginArticleMarkdown(), pluginPageMetadata()],
  }),
);
