import type { RsbuildPlugin } from '@rsbuild/core';
import { pluginJsonAsset } from 'build-preset';
import { routeTable } from '../src/config/routeTable';
import { HOME_AREAS } from '../src/pages/homeAreas';

/** Every route and the `remote/Module` ids it shows: its own content and, on home, the page's areas. */
export function remoteContract(): { modules: string[]; routes: { path: string; modules: string[] }[] } {
  const routes = routeTable.map((route) => ({
    path: route.path,
    modules: 'remote' in route.content ? [route.content.remote] : route.content.shell === 'home' ? HOME_AREAS.map((area) => area.id) : [],
  }));
  return { modules: [...new Set(routes.flatMap((route) => route.modules))].sort(), routes };
}

/**
 * Emits /remote-modules.json: what this build of the shell routes to. A release of the shell
 * carries it, so the release gate (tooling/src/release/contract.ts) can check a candidate remote
 * against the shell that is live, and a candidate shell against the remotes that are live,
 * without the source of either.
 */
export const pluginRemoteContract = (): RsbuildPlugin => pluginJsonAsset('eo:remote-contract', 'remote-modules.json', remoteContract);
