import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordFieldEvent } from '../../boot/fieldEvents';

/** `.../<version>/mf-manifest.json` → the version (releases are served from versioned folders), else the URL. */
function releaseOf(entry: string | undefined): string {
  const match = entry ? /\/([^/]+)\/mf-manifest\.json$/.exec(new URL(entry).pathname) : null;
  return match ? decodeURIComponent(match[1]!) : (entry ?? 'unknown release');
}

/**
 * Runtime plugin: when a remote's manifest or entry cannot be loaded, retries it once, then loads
 * the remote's last known good release (app-config.json's `fallbackRemotes`: the release promoted
 * before the live one), logging which part and which release failed. If that fails too, the error
 * is rethrown and the area shows its unavailable panel with Retry, the final fallback.
 */
export function lastKnownGood(
  liveEntries: Record<string, string>,
  fallbacks: Record<string, string>,
  /** Per remote, how many recoveries were tried; the Retry button clears its remote's count. */
  attempts: Map<string, number>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'last-known-good',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      const remote = String(id).split('/')[0]!;
      // Manifest and entry failures surface again as `onLoad` for the module that asked: act once, there.
      if (lifecycle === 'onLoad' && remote in liveEntries) {
        const attempt = attempts.get(remote) ?? 0;
        const fallback = fallbacks[remote];
        if (attempt === 0) recordFieldEvent({ kind: 'load-failure', part: remote, detail: String(error) });
        if (attempt === 0 || (attempt === 1 && fallback)) {
          attempts.set(remote, attempt + 1);
          const entry = attempt === 0 ? liveEntries[remote]! : fallback!;
          console.error(
            attempt === 0
              ? `Remote "${remote}" release ${releaseOf(liveEntries[remote])} failed to load; retrying it.`
              : `Remote "${remote}" release ${releaseOf(liveEntries[remote])} failed to load twice; loading its last known good release, ${releaseOf(fallback)}.`,
            error,
          );
          origin.registerRemotes([{ name: remote, entry }], { force: true });
          return origin.loadRemote(String(id));
        }
      }
      console.error(`Remote module "${String(id)}" failed to load (${lifecycle}).`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
