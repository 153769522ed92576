import { pluginPrecompress } from './pluginPrecompress';
export { pluginJsonAsset } from './pluginJsonAsset';
import { join } from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { BROWSER_ALIASES } from 'shared-data/browser-aliases';
import { federationExposes, REMOTES, type RemoteName } from 'site-config';
import { sharedDependencies } from './sharedDependencies';
import { buildAppConfig } from '../config/appConfig';
import { LOCAL_PORTS } from '../config/ports';
import { localApiKeys } from '../config/localKeys';

interface AppBuildOptions {
  /** Absolute folder of the package (its package.json is read for shared versions). */
  packageDir: string;
  /** Federation name: `shell`, or the remote's key in app-config.json. */
  name: string;
  port: number;
  title: string;
  exposes?: Record<string, string>;
  /** Remotes serve their chunks from wherever their manifest was fetched; the shell from `/`. */
  isRemote: boolean;
  /** rsbuild's command: production remotes borrow the shell's federation runtime. */
  command: string;
}

/** A remote's build: its name, title and exposes come from the registry of parts, its port from LOCAL_PORTS. */
export function createRemoteRsbuildConfig({ remote, packageDir, command }: { remote: RemoteName; packageDir: string; command: string }): RsbuildConfig {
  const part = REMOTES[remote];
  return createAppRsbuildConfig({
    command,
    packageDir,
    name: remote,
    port: LOCAL_PORTS.remotes[remote],
    title: `EO Asia Pacific · ${part.title} (standalone)`,
    isRemote: true,
    exposes: federationExposes(remote),
  });
}

/**
 * One rsbuild setup for the shell and every remote, so the five builds cannot drift apart.
 * Dev servers also answer `/app-config.json` for the local backend, so `pnpm dev` and a
 * remote's standalone dev page need no generated files.
 */
export function createAppRsbuildConfig({ packageDir, name, port, title, exposes, isRemote, command }: AppBuildOptions): RsbuildConfig {
  const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
    name,
    shared: sharedDependencies(packageDir, { isShell: !isRemote }),
    // A shared module loaded later (supabase-js, on first data use) takes the copy already provided
    // by the shell. The default, 'version-first', would first fetch every registered remote's entry
    // to compare versions: four manifests and entries a page does not show.
    shareStrategy: 'loaded-first',
    dts: false,
    ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
    ...(isRemote ? {} : { remotes: {} }),
    // The federation runtime (~100 kB) ships once, with the shell, instead of in every remote's
    // entry. A remote's standalone dev page has no shell, so it keeps its own copy.
    // `target: 'web'` leaves out the runtime's Node.js loading paths, which a browser never takes.
    experiments: {
      ...(isRemote ? { externalRuntime: command === 'build' } : { provideExternalRuntime: true }),
      optimization: { target: 'web' },
    },
  };
  return {
    plugins: [
      pluginReact(),
      pluginStyledComponents({ displayName: false, ssr: false }),
      pluginModuleFederation(federation),
      ...(command === 'build' ? [pluginPrecompress()] : []),
    ],
    source: { entry: { index: './src/index.ts' } },
    // supabase-js builds a Storage client in its constructor; the site keeps no files there.
    resolve: { alias: BROWSER_ALIASES },
    html: {
      title,
      template: join(packageDir, '../scripts/src/federation/index.html'),
      // The shell asks for its runtime config as soon as the HTML arrives, in parallel with its
      // own code, instead of after the code has loaded (the fetch in loadAppConfig reuses it).
      ...(isRemote ? {} : { tags: [{ tag: 'link', attrs: { rel: 'preload', href: '/app-config.json', as: 'fetch', crossorigin: 'anonymous' }, head: true, append: false }] }),
    },
    output: {
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
      legalComments: 'none',
      // Images are files (fingerprinted, lazy-loadable, cached apart), not base64 inside JavaScript.
      dataUriLimit: { svg: 0, image: 0, media: 0 },
    },
    server: { port, host: '127.0.0.1', cors: true, historyApiFallback: true },
    dev: {
      // Absolute in dev so a remote's standalone page also works on nested routes (/blog/:id).
      assetPrefix: isRemote ? `http://localhost:${port}/` : '/',
      setupMiddlewares: [
        (middlewares) => {
          middlewares.unshift((req, res, next) => {
            if (req.url !== '/app-config.json') return next();
            res.setHeader('Content-Type', 'application/json');
            void localApiKeys().then(({ anonKey }) => res.end(JSON.stringify(buildAppConfig(LOCAL_PORTS, anonKey))));
          });
        },
      ],
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // Rspack's own vendor group, extended to the storage stand-in: it then travels in the chunk
        // of supabase-js, which imports it, instead of as a 0.3 kB request of its own.
        override: {
          cacheGroups: {
            defaultVendors: {
              test: /[\\/]node_modules[\\/]|[\\/]storageNotShipped\.ts$/,
              idHint: 'vendors',
              priority: -10,
              reuseExistingChunk: true,
            },
          },
        },
      },
    },
  };
}
