import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../config/repoRoot';
import { PRERENDERED_LIST } from '../prerender/prerender';
import { packageDirOf, packageOf, releaseDir, RELEASES_DIR, type PartName } from './parts';

export interface ReleaseOptions {
  /** The checkout to release from (tests release changed copies of the tree). */
  root?: string;
  releasesDir?: string;
  /** Build first (default). `false` packages the part's current dist/, as `pnpm test` does after its build. */
  build?: boolean;
  /** Overrides `<semver>+<commit>`. */
  version?: string;
}

/** `<package.json version>+<short commit>`: semver build metadata, so two commits never share a folder. */
function releaseVersion(part: PartName, root = REPO_ROOT): string {
  const { version } = JSON.parse(readFileSync(join(packageDirOf(part, root), 'package.json'), 'utf8')) as { version: string };
  const commit = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  return `${version}+${commit}`;
}

/** Files of a build that are not published: mf-stats.json carries the build machine's absolute paths. */
const UNPUBLISHED = /(^|\/)mf-stats\.json(\.br|\.gz)?$/;

/**
 * Builds one part and copies its output into `releases/<part>/<version>/`, which is never
 * written again: open tabs keep loading their lazy chunks from it after a newer release goes
 * live, and a rollback is pointing the registry back at it. The copy is made in a temporary
 * folder and renamed into place, so a half-written release is never served.
 */
export function createRelease(part: PartName, options: ReleaseOptions = {}): { version: string; dir: string } {
  const root = options.root ?? REPO_ROOT;
  const releasesDir = options.releasesDir ?? RELEASES_DIR;
  const version = options.version ?? releaseVersion(part, root);
  const dir = releaseDir(part, version, releasesDir);
  if (existsSync(dir)) {
    throw new Error(`${dir} exists: a release is never overwritten. Commit your change (or bump ${packageOf(part)}'s version) and release again.`);
  }
  if (options.build ?? true) {
    execFileSync('pnpm', ['--filter', packageOf(part), 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, MF_BUILD_VERSION: version } });
  }
  const dist = join(packageDirOf(part, root), 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no build: run pnpm --filter ${packageOf(part)} build.`);

  const temporary = join(releasesDir, part, `.${version}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(dirname(temporary), { recursive: true });
  // A shell folder that was prerendered for some deployment is released as its build made it.
  const prerendered = new Set(prerenderedFiles(dist).map((file) => join(dist, file)));
  cpSync(dist, temporary, { recursive: true, filter: (source) => !UNPUBLISHED.test(source.replaceAll('\\', '/')) && !prerendered.has(source) });
  if (prerendered.size > 0) restoreShell(temporary);
  stampManifest(temporary, version);
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  writeFileSync(join(temporary, 'release.json'), `${JSON.stringify({ part, version, commit, createdAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(temporary, dir);
  return { version, dir };
}

function prerenderedFiles(dist: string): string[] {
  const list = join(dist, PRERENDERED_LIST);
  if (!existsSync(list)) return [];
  return [PRERENDERED_LIST, ...(JSON.parse(readFileSync(list, 'utf8')) as { files: string[] }).files];
}

/** The build's own index.html, which prerendering kept as _shell.html. */
function restoreShell(dir: string): void {
  for (const suffix of ['', '.br', '.gz']) {
    if (existsSync(join(dir, `_shell.html${suffix}`))) renameSync(join(dir, `_shell.html${suffix}`), join(dir, `index.html${suffix}`));
  }
}

/** The manifest's buildVersion names the release (and its precompressed copies match it). */
function stampManifest(dir: string, version: string): void {
  const path = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  const body = Buffer.from(JSON.stringify(manifest));
  writeFileSync(path, body);
  if (existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(body));
  if (existsSync(`${path}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(body));
}
