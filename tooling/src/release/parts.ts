import { join } from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGE, type RemoteName } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';

/** What a team releases: the shell or one remote (its key in app-config.json). */
export type PartName = 'shell' | RemoteName;
export const PART_NAMES: readonly PartName[] = ['shell', ...REMOTE_NAMES];

function isPartName(value: string): value is PartName {
  return (PART_NAMES as readonly string[]).includes(value);
}

/** `mf-events` is accepted for `events`, as teams name their package. */
export function partFromArgument(value: string | undefined): PartName {
  const name = value?.replace(/^mf-/, '') ?? '';
  if (!isPartName(name)) throw new Error(`Name a part: ${PART_NAMES.join(', ')} (got "${value ?? ''}").`);
  return name;
}

export const packageOf = (part: PartName): string => (part === 'shell' ? 'shell' : REMOTE_PACKAGE[part]);
export const packageDirOf = (part: PartName, root = REPO_ROOT): string => join(root, packageOf(part));

/** Where releases live: `releases/<part>/<version>/`, beside `releases/registry/<env>.json`. */
export const RELEASES_DIR = process.env.RELEASES_DIR ?? join(REPO_ROOT, 'releases');
export const releaseDir = (part: PartName, version: string, root = RELEASES_DIR): string => join(root, part, version);
