import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from 'local-backend/paths';
import * as provided from './reactRouterDom';
import { ROUTER_SUBSET } from './sharedDependencies';

/** Every value a part's production code imports from `react-router-dom` (tests run without federation). */
function namesImported(): Map<string, string> {
  const names = new Map<string, string>();
  const parts = readdirSync(REPO_ROOT).filter((dir) => dir === 'shell' || dir.startsWith('mf-') || dir.startsWith('shared-'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test' && entry.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
          if (match[1]) continue;
          for (const specifier of match[2]!.split(',')) {
            const name = specifier.trim().split(/\s+as\s+/)[0]!;
            if (name && !name.startsWith('type ')) names.set(name, path.slice(REPO_ROOT.length + 1));
          }
        }
        // The shell's server build (prerendering) takes StaticRouter from the react-router its own
        // bundle holds, the one the subset re-exports: nothing of it is shared with a part.
        const isServerEntry = path.endsWith(join('shell', 'src', 'server.tsx'));
        if (!isServerEntry && /import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'|from\s+'react-router'/.test(source)) names.set('* (whole package)', path);
      }
    }
  };
  for (const part of parts) walk(join(REPO_ROOT, part, 'src'));
  return names;
}

describe('the shared react-router-dom', () => {
  it('provides every name the parts import', () => {
    const imported = namesImported();
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter(([name]) => !(name in provided)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('provides working functions, not undefined re-exports', () => {
    for (const [name, value] of Object.entries(provided)) expect(typeof value, name).not.toBe('undefined');
  });

  it('is shared under a version of its own that names exactly these exports (bump its minor when you add one)', () => {
    expect(Object.keys(provided).sort()).toEqual([...ROUTER_SUBSET.names].sort());
  });
});
