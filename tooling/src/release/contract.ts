import { satisfies } from 'semver';
import { REMOTE_NAMES, type RemoteName } from 'build-preset/ports';
import { declarationFile, declarationProblems } from './declarations';
import { partManifest, shellContract, type PartManifest } from './manifest';
import { releaseDir, RELEASES_DIR, type PartName } from './parts';

/**
 * The contract between a candidate release and the live ones, read from their manifests, both ways:
 * - a remote must expose every module the live shell routes to it;
 * - a shell may route only to modules the live remotes expose;
 * - each module the shell routes to must still take what the shell was built against: the
 *   remote's declarations of it against those the shell's build recorded (declarations.ts);
 * - every shared singleton a part requires must be satisfied by the copy the live shell provides
 *   (the shell provides them all; a remote's own copy is never loaded), which is the check the
 *   federation runtime makes at run time with `strictVersion`, made before a visitor meets it.
 * Returns one sentence per problem, saying what to do.
 */
export function contractProblems(part: PartName, version: string, live: Partial<Record<PartName, string>>, releasesDir?: string): string[] {
  const problems: string[] = [];
  const shellVersion = part === 'shell' ? version : live.shell;
  if (!shellVersion) return [`No shell is live to check ${part} ${version} against: promote a shell first.`];
  const routes = shellContract(shellVersion, releasesDir).modules;
  const shellManifest = partManifest('shell', shellVersion, releasesDir);
  const remotes: RemoteName[] = part === 'shell' ? REMOTE_NAMES.filter((name) => live[name]) : [part];
  for (const remote of remotes) {
    const remoteVersion = remote === part ? version : live[remote]!;
    const manifest = partManifest(remote, remoteVersion, releasesDir);
    const exposed = new Set(manifest.exposes.map((entry) => `${remote}/${entry.name}`));
    for (const id of routes.filter((route) => route.startsWith(`${remote}/`) && !exposed.has(route))) {
      problems.push(
        part === 'shell'
          ? `shell ${version} routes to ${id}, which the live ${remote} ${remoteVersion} does not expose: release ${remote} with it first.`
          : `${remote} ${version} does not expose ${id}, which the live shell ${shellVersion} routes to: keep exposing it until a shell without that route is live.`,
      );
    }
    problems.push(...sharedProblems(remote, remoteVersion, manifest, shellVersion, shellManifest));
    // The exposed modules' types: what the remote declares must still take what the shell was built against.
    const shellDir = releaseDir('shell', shellVersion, releasesDir ?? RELEASES_DIR);
    const remoteDir = releaseDir(remote, remoteVersion, releasesDir ?? RELEASES_DIR);
    for (const id of routes.filter((route) => route.startsWith(`${remote}/`) && exposed.has(route))) {
      const module = id.slice(remote.length + 1);
      problems.push(...declarationProblems(id, declarationFile(shellDir, remote, module, 'shell'), declarationFile(remoteDir, remote, module, 'own'), part === 'shell' ? `the shell ${version}` : `the live shell ${shellVersion}`));
    }
  }
  return problems;
}

function sharedProblems(remote: RemoteName, remoteVersion: string, manifest: PartManifest, shellVersion: string, shell: PartManifest): string[] {
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const entry of manifest.shared) {
    if (typeof entry.requiredVersion !== 'string' || entry.requiredVersion === '*') continue;
    const version = provided.get(entry.name);
    if (version === undefined) {
      problems.push(`${remote} ${remoteVersion} shares ${entry.name}, which the shell ${shellVersion} does not provide: release a shell that provides it first.`);
    } else if (!satisfies(version, entry.requiredVersion)) {
      problems.push(
        `${entry.name}: ${remote} ${remoteVersion} requires ${entry.requiredVersion}, the shell ${shellVersion} provides ${version}. Release a shell built with ${entry.name} ${entry.requiredVersion.replace(/^\^/, '')} first, or build ${remote} against ${version}.`,
      );
    }
  }
  return problems;
}
