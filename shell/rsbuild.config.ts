import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { createAppRsbuildConfig } from 'build-preset';
import { LOCAL_PORTS } from 'build-preset/ports';
import { pluginCompileHint } from './build/pluginCompileHint';
import { pluginLoadAfterPaint } from './build/pluginLoadAfterPaint';
import { pluginRemoteContract } from './build/pluginRemoteContract';
import { pluginSiteFiles } from './build/pluginSiteFiles';

/**
 * The host. It has no build-time remotes: they are registered at run time from
 * /app-config.json (ARCHITECTURE.md, Composition).
 */
export default defineConfig(({ command }) =>
  mergeRsbuildConfig(
    createAppRsbuildConfig({
      command,
      packageDir: import.meta.dirname,
      name: 'shell',
      port: LOCAL_PORTS.shell,
      title: "EO Asia Pacific | Entrepreneurs' Organization",
      isRemote: false,
    }),
    { plugins: [pluginSiteFiles(), pluginRemoteContract(), pluginLoadAfterPaint(), pluginCompileHint()] },
  ),
);
