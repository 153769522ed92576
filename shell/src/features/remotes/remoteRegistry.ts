import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteErrorLogger } from './remoteErrorLogger';

let entries: Record<string, string> = {};
let isRegistered = false;

/**
 * Registers the remotes named in app-config.json with the federation runtime, so a remote's
 * URL is a deployment setting, not a build input.
 */
export function registerRemotesFromConfig(remotes: Record<string, string>): void {
  if (isRegistered) {
    // Bootstrap confirms what the entry registered early (boot/preloadRouteRemotes.ts); only a change re-registers.
    const changed = Object.entries(remotes).filter(([name, entry]) => entries[name] !== entry);
    entries = { ...entries, ...remotes };
    if (changed.length > 0) registerRemotes(changed.map(([name, entry]) => ({ name, entry })), { force: true });
    return;
  }
  isRegistered = true;
  entries = { ...remotes };
  registerPlugins([remoteErrorLogger()]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets what the runtime cached about a remote (manifest, entry, failed loads) so the next
 * load fetches it again. Used by the Retry button after an outage.
 */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (!entry) return;
  registerRemotes([{ name, entry }], { force: true });
}
