import fs from 'node:fs';
import path from 'node:path';
import { federationExposes, REMOTE_NAMES, REMOTES } from './parts';

const root = path.resolve(import.meta.dirname, '../..');

describe('registry of parts', () => {
  it('names a real package with every exposed page for each remote, on distinct ports', () => {
    const ports = new Set<number>();
    for (const name of REMOTE_NAMES) {
      const { package: pkg, port } = REMOTES[name];
      expect(JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).name).toBe(pkg);
      for (const file of Object.values(federationExposes(name))) expect(fs.existsSync(path.join(root, pkg, file)), `${pkg}/${file}`).toBe(true);
      ports.add(port);
    }
    expect(ports.size).toBe(REMOTE_NAMES.length);
  });

  it('lists every mf-* folder of the workspace', () => {
    const folders = fs.readdirSync(root).filter((entry) => entry.startsWith('mf-')).sort();
    expect(REMOTE_NAMES.map((name) => REMOTES[name].package).sort()).toEqual(folders);
  });
});
