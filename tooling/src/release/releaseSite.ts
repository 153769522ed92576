import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfigFile } from 'build-preset/app-config';
import { REMOTE_NAMES, type PortSet, type RemoteName } from 'build-preset/ports';
import { releaseDir, RELEASES_DIR } from './parts';
import { liveVersion, readRegistry, registryFile, writeRegistry, type Registry, type SiteLayout } from './registry';
import { syncRegistry, type RegistryBackend } from './registrySync';

/** Which releases an environment serves, read from its registry on every request. */
export interface ReleaseSource {
  env: string;
  releasesDir?: string;
}

export const registryOf = (source: ReleaseSource): Registry => readRegistry(source.releasesDir ?? RELEASES_DIR, source.env);

/** A remote's CDN folder holds every release of it: `<origin>/<version>/mf-manifest.json`. */
export const remoteCdnRoot = (remote: RemoteName, source: ReleaseSource): string => join(source.releasesDir ?? RELEASES_DIR, remote);

/** Where this machine serves an environment: each remote's origin and the backend's, from a port block. */
export function siteLayout(base: AppConfigFile, ports: PortSet, host: string): SiteLayout {
  return {
    siteUrl: base.siteUrl ?? `http://${host}:${ports.shell}`,
    supabaseUrl: base.supabaseUrl,
    supabaseAnonKey: base.supabaseAnonKey,
    functionsUrl: base.functionsUrl,
    origins: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${host}:${ports.remotes[name]}`])),
  };
}

/** The last app-config the backend answered: what the site serves while the backend cannot answer. */
const lastKnownGoodFile = (source: ReleaseSource) => join(source.releasesDir ?? RELEASES_DIR, 'registry', `${source.env}.app-config.json`);

/**
 * `/app-config.json` of a release environment, as a host does it: asked of the backend's
 * `app-config` function (which generates it from the registry in the database, and checks a preview
 * link's signature where its key is), the registry file published to the database first when it
 * changed (a promote at a terminal is seen by the next page load), and the last config the function
 * answered served when it cannot answer (the backend is down): the site still boots, with the
 * releases live when it last could.
 */
export function releaseAppConfig(source: ReleaseSource, backend: RegistryBackend, base: AppConfigFile) {
  const releasesDir = source.releasesDir ?? RELEASES_DIR;
  let syncedAt = -1;
  let current: AppConfigFile = existsSync(lastKnownGoodFile(source)) ? (JSON.parse(readFileSync(lastKnownGoodFile(source), 'utf8')) as AppConfigFile) : base;
  const publishIfChanged = async () => {
    const file = registryFile(releasesDir, source.env);
    const changedAt = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (changedAt === syncedAt) return;
    const { note } = await syncRegistry(releasesDir, source.env, backend);
    if (note) console.warn(`[release] ${note}`);
    syncedAt = existsSync(file) ? statSync(file).mtimeMs : 0;
  };
  return {
    /** The config the site's HTML is made for now (its CSP names these origins). */
    current: () => current,
    publishIfChanged,
    async answer(search: string): Promise<{ status: number; body: string; cacheControl: string }> {
      try {
        await publishIfChanged();
        const response = await fetch(`${backend.url}/functions/v1/app-config${search}`, { signal: AbortSignal.timeout(5_000) });
        if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
        const body = await response.text();
        if (!new URLSearchParams(search).has('preview')) {
          current = JSON.parse(body) as AppConfigFile;
          writeFileSync(lastKnownGoodFile(source), body);
        }
        return { status: 200, body, cacheControl: response.headers.get('cache-control') ?? 'no-cache' };
      } catch (error) {
        if (!existsSync(lastKnownGoodFile(source))) throw error;
        console.warn(`[release] app-config from the backend failed (${error instanceof Error ? error.message : String(error)}); serving the last known good one`);
        return { status: 200, body: readFileSync(lastKnownGoodFile(source), 'utf8'), cacheControl: 'no-cache' };
      }
    },
  };
}

/** Writes the environment's site layout into its registry when it changed (a serve on other ports or host). */
export function placeSite(source: ReleaseSource, site: SiteLayout): void {
  const registry = registryOf(source);
  if (JSON.stringify(registry.site) !== JSON.stringify(site)) writeRegistry(source.releasesDir ?? RELEASES_DIR, { ...registry, site });
}

/** The live shell release's folder: the site origin serves it. */
export function liveShellRoot(source: ReleaseSource): string {
  const version = liveVersion(registryOf(source), 'shell');
  if (!version) throw new Error(`No shell release is live in "${source.env}": pnpm release shell, then pnpm release:promote shell <version>.`);
  const dir = releaseDir('shell', version, source.releasesDir ?? RELEASES_DIR);
  if (!existsSync(dir)) throw new Error(`The registry names shell ${version}, but ${dir} is missing.`);
  return dir;
}
