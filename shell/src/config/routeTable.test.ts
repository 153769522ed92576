import { REMOTES, type RemoteName } from 'shared-site/parts';
import { routeTable } from './routeTable';

describe('route table', () => {
  it('routes only to modules a remote exposes', () => {
    for (const route of routeTable) {
      if (!('remote' in route.content)) continue;
      const [remote, module] = route.content.remote.split('/') as [RemoteName, string];
      expect(REMOTES[remote]?.exposes as readonly string[] | undefined, route.path).toContain(module);
    }
  });
});
