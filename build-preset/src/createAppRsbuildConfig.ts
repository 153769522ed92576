import { pluginPrecompress } from './pluginPrecompress';
import { SERVER_DIR, serverAssetPrefix } from './serverBuild';
export { pluginJsonAsset } from './pluginJsonAsset';
export { exposedDeclarations, pluginDeclarations, REMOTE_TYPES_DIR } from './pluginExposedTypes';
import { exposedDeclarations, OWN_TYPES_DIR, pluginDeclarations } from './pluginExposedTypes';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { BROWSER_ALIASES } from 'shared-data/browser-aliases';
import { federationExposes, REMOTES, type RemoteName } from 'site-config';
import { ROUTER_SUBSET_ALIAS, sharedDependencies } from './sharedDependencies';
import { buildAppConfig } from './appConfig';
import { LOCAL_PORTS } from './ports';
import { localApiKeys } from './localKeys';

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
  const config = createAppRsbuildConfig({
    command,
    packageDir,
    name: remote,
    port: LOCAL_PORTS.remotes[remote],
    title: `EO Asia Pacific · ${part.title} (standalone)`,
    isRemote: true,
    exposes: federationExposes(remote),
  });
  // A release carries the declarations of what it exposes, for the gate (issue 45, item 6).
  if (command !== 'build') return config;
  const declarations = () => Object.fromEntries(Object.entries(exposedDeclarations(remote, join(packageDir, '..'))).map(([file, text]) => [`${OWN_TYPES_DIR}/${file}`, text]));
  return { ...config, plugins: [...(config.plugins ?? []), pluginDeclarations('eo:exposed-types', declarations)] };
}

const require = createRequire(import.meta.url);

/**
 * The federation options of a part's server container: the same name, exposes and shared
 * singletons as its browser container, for Node (`async-node` chunks, CommonJS container, scripts
 * fetched over HTTP by `@module-federation/node`'s runtime plugin). In a remote every singleton is
 * `import: false`: the server host (the shell's server build, run by `pnpm prerender`) provides them
 * all, so one React, one router, one styled-components instance (whose ServerStyleSheet collects
 * every part's styles) render the page.
 */
function serverFederation(federation: moduleFederationPlugin.ModuleFederationPluginOptions, isRemote: boolean): moduleFederationPlugin.ModuleFederationPluginOptions {
  const shared = federation.shared as Record<string, Record<string, unknown>>;
  return {
    ...federation,
    shared: Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, isRemote ? { ...config, import: false } : { ...config, eager: true }])),
    library: { type: 'commonjs-module' },
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    experiments: { optimization: { target: 'node' } },
  };
}

/**
 * The server build is CommonJS: a `package.json` saying so sits beside it, or Node would read it
 * as an ES module under a package of `"type": "module"` (every package of this workspace).
 */
const pluginServerPackageJson = (): RsbuildPlugin => ({
  name: 'eo:server-package-json',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['node'] }, ({ compilation, sources }) => {
      compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
    });
  },
});

/**
 * One rsbuild setup for the shell and every remote, so the five builds cannot drift apart.
 * Dev servers also answer `/app-config.json` for the local backend, so `pnpm dev` and a
 * remote's standalone dev page need no generated files.
 */
export function createAppRsbuildConfig({ packageDir, name, port, title, exposes, isRemote, command }: AppBuildOptions): RsbuildConfig {
  const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
    name,
    shared: sharedDependencies(packageDir),
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
  // Production builds also make the part's server container (prerendering); `pnpm dev` stays
  // client-rendered with hot reload.
  const withServer = command === 'build';
  return {
    plugins: [
      pluginReact(),
      // `ssr: true`: class names come from the file and component, so the server's HTML and the
      // browser's first render agree (hydration).
      pluginStyledComponents({ displayName: false, ssr: true }),
      pluginModuleFederation(federation, { environment: 'web' }),
      ...(withServer ? [pluginModuleFederation(serverFederation(federation, isRemote), { target: 'node', environment: 'node' }), pluginServerPackageJson(), pluginPrecompress()] : []),
    ],
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        // Rsbuild's default browsers with Safari (and iOS) from 16.4, not 16.0: for 16.0 to 16.3 SWC
        // rewrote every default and rest parameter (a bug of those versions), about 0.9 kB gzip of
        // an English page's first load (docs/decisions.md, "Browsers").
        output: { overrideBrowserslist: ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16.4', 'ios_saf >= 16.4'] },
      },
      ...(withServer
        ? {
            node: {
              // A remote's server build is only its container; the shell's has the render function.
              source: { entry: isRemote ? {} : { server: './src/server.tsx' } },
              output: {
                target: 'node',
                distPath: { root: join('dist', SERVER_DIR) },
                assetPrefix: isRemote ? serverAssetPrefix(name) : '/',
                minify: false,
                filenameHash: true,
                emitAssets: false,
              },
              tools: { htmlPlugin: false },
            },
          }
        : {}),
    },
    // supabase-js builds a Storage client in its constructor; the site keeps no files there.
    resolve: { alias: { ...BROWSER_ALIASES, ...ROUTER_SUBSET_ALIAS } },
    html: {
      title,
      template: fileURLToPath(new URL('./index.html', import.meta.url)),
    },
    output: {
      assetPrefix: isRemote ? 'auto' : '/',
      // A build empties dist/ first; `pnpm dev` serves from memory and must leave dist/ alone (it
      // emptied the production build under a running `pnpm start`, size run or e2e suite).
      cleanDistPath: command === 'build',
      legalComments: 'none',
      // Images are files (fingerprinted, lazy-loadable, cached apart), not base64 inside JavaScript.
      dataUriLimit: { svg: 0, image: 0, media: 0 },
    },
    server: { port, host: '127.0.0.1', cors: true, historyApiFallback: true },
    dev: {
      // Every module built at start: compiling a dynamic import only when first asked for (Rsbuild's
      // default) starts a new build while the page runs, and the page's hot-update runtime then
      // refuses the chunks of the newer build ("Chunk is from another build").
      lazyCompilation: false,
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
            // The shell's copies of what every page needs to hydrate (React, the router, styled-components,
            // zustand) in one chunk, asked for at once after the first paint: one request and one
            // compressed file instead of a handful of small ones.
            ...(isRemote
              ? {}
              : {
                  hydrationLibs: {
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]unitless|zustand|use-sync-external-store)[\\/]/,
                    name: 'lib-hydration',
                    chunks: 'async',
                    priority: 10,
                    enforce: true,
                  },
                }),
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
