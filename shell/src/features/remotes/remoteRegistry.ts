import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { lastKnownGood } from './lastKnownGood';

let entries: Record<string, string> = {};
const attempts = new Map<string, number>();

/**
 * Registers the remotes named in app-config.json with the federation runtime, so a remote's
 * URL is a deployment setting, not a build input. Called once, by the shell's entry
 * (boot/preloadRouteRemotes.ts), before the app boots.
 */
export function registerRemotesFromConfig(remotes: Record<string, string>, fallbacks: Record<string, string> = {}): void {
  entries = { ...remotes };
  registerPlugins([lastKnownGood(entries, fallbacks, attempts)]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets what the runtime cached about a remote (manifest, entry, failed loads) so the next
 * load fetches it again. Used by the Retry button after an outage.
 */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (!entry) return;
  attempts.delete(name);
  registerRemotes([{ name, entry }], { force: true });
}
