import { join } from 'node:path';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { createAppRsbuildConfig, exposedDeclarations, pluginDeclarations, REMOTE_TYPES_DIR } from 'build-preset';
import { LOCAL_PORTS, REMOTE_NAMES } from 'build-preset/ports';
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
    {
      plugins: [
        pluginSiteFiles(),
        pluginRemoteContract(),
        pluginLoadAfterPaint(),
        pluginCompileHint(),
        // The declarations of every remote's exposed modules as this shell is built against them (the gate compares a candidate remote's with these).
        pluginDeclarations('eo:remote-types', () =>
          Object.fromEntries(REMOTE_NAMES.flatMap((remote) => Object.entries(exposedDeclarations(remote, join(import.meta.dirname, '..'))).map(([file, text]) => [`${REMOTE_TYPES_DIR}/${remote}/${file}`, text]))),
        ),
      ],
    },
  ),
);
