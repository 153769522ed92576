import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseDir, RELEASES_DIR, type PartName } from './parts';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What the gate reads of a part's mf-manifest.json (the shell writes one too: its shared versions). */
export interface PartManifest {
  exposes: { name: string }[];
  shared: SharedEntry[];
  metaData: { buildInfo: { buildVersion: string } };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function partManifest(part: PartName, version: string, releasesDir = RELEASES_DIR): PartManifest {
  return readJson<PartManifest>(join(releaseDir(part, version, releasesDir), 'mf-manifest.json'));
}

export interface ShellContract {
  /** Every `remote/Module` the shell can load. */
  modules: string[];
  /** Its routes and the modules each shows. */
  routes: { path: string; modules: string[] }[];
}

/** What a shell release routes to (shell/build/pluginRemoteContract.ts). */
export function shellContract(version: string, releasesDir = RELEASES_DIR): ShellContract {
  return readJson<ShellContract>(join(releaseDir('shell', version, releasesDir), 'remote-modules.json'));
}
