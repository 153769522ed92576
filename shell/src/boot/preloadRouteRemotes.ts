import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from 'site-config';
import { remoteModulesAt } from '../config/routeTable';
import { registerRemotesFromConfig } from '../features/remotes/remoteRegistry';

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * Registers the remotes from the raw config and starts fetching what the current route shows
 * (each remote's manifest, entry and exposed module), while the shell's own code still loads.
 * Without this the manifest is only asked for after React, the router and the first render:
 * a serial waterfall before the page's first meaningful paint (issue 13).
 * Preloading is a hint: a failure here is left to the real load, which reports it in its area.
 */
export function preloadRouteRemotes(rawConfig: unknown, pathname: string): void {
  const config = rawConfig as { remotes?: unknown; fallbackRemotes?: unknown } | null;
  const valid = validUrls(config?.remotes);
  registerRemotesFromConfig(valid, validUrls(config?.fallbackRemotes));
  const wanted = groupByRemote(remoteModulesAt(pathname)).filter(({ nameOrAlias }) => nameOrAlias in valid);
  if (wanted.length === 0) return;
  // `share: false`: the shell provides every shared singleton, so a remote's own copies are never needed.
  preloadRemote(wanted.map((remote) => ({ ...remote, share: false }))).catch(() => undefined);
}

/** Only well-formed URLs; bootstrap validates the whole config and reports a bad one. */
function validUrls(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(value && typeof value === 'object' ? value : {}).filter(([, url]) => isHttpUrl(url))) as Record<string, string>;
}

function groupByRemote(ids: RemoteModuleId[]): { nameOrAlias: string; exposes: string[] }[] {
  const byRemote = new Map<string, string[]>();
  for (const id of ids) {
    const [remote, exposed] = id.split('/') as [string, string];
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${exposed}`]);
  }
  return [...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }));
}
