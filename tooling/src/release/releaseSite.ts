import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfigFile } from 'build-preset/app-config';
import { REMOTE_NAMES, type PortSet, type RemoteName } from 'build-preset/ports';
import { releaseDir, RELEASES_DIR } from './parts';
import { liveVersion, previousVersion, readRegistry, type Registry } from './registry';

/** Which releases an environment serves, read from its registry on every request. */
export interface ReleaseSource {
  env: string;
  releasesDir?: string;
}

export const registryOf = (source: ReleaseSource): Registry => readRegistry(source.releasesDir ?? RELEASES_DIR, source.env);

/** A remote's CDN folder holds every release of it: `<origin>/<version>/mf-manifest.json`. */
export const remoteCdnRoot = (remote: RemoteName, source: ReleaseSource): string => join(source.releasesDir ?? RELEASES_DIR, remote);

const manifestUrl = (origin: string, version: string) => `${origin}/${version}/mf-manifest.json`;

/**
 * app-config.json generated from the registry: each remote's live release, and the one before it
 * as the last known good the shell falls back to when the live one cannot be loaded.
 */
export function appConfigFromRegistry(base: AppConfigFile, ports: PortSet, host: string, registry: Registry): AppConfigFile {
  const remotes: Record<string, string> = {};
  const fallbackRemotes: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    const origin = `http://${host}:${ports.remotes[name]}`;
    const live = liveVersion(registry, name);
    const previous = previousVersion(registry, name);
    if (live) remotes[name] = manifestUrl(origin, live);
    if (previous) fallbackRemotes[name] = manifestUrl(origin, previous);
  }
  return { ...base, remotes, ...(Object.keys(fallbackRemotes).length > 0 ? { fallbackRemotes } : {}) };
}

/** The live shell release's folder: the site origin serves it. */
export function liveShellRoot(source: ReleaseSource): string {
  const version = liveVersion(registryOf(source), 'shell');
  if (!version) throw new Error(`No shell release is live in "${source.env}": pnpm release shell, then pnpm release:promote shell <version>.`);
  const dir = releaseDir('shell', version, source.releasesDir ?? RELEASES_DIR);
  if (!existsSync(dir)) throw new Error(`The registry names shell ${version}, but ${dir} is missing.`);
  return dir;
}
