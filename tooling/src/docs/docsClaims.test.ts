import { REPO_ROOT } from '../config/repoRoot';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkClaim, claimsOf, docFiles, unsourcedFigures } from './docsClaims';

describe('the docs say only what is true of the tree', () => {
  const docs = docFiles(REPO_ROOT);

  it('reads the README, every CONTEXT.md and every docs/ page', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/deploying.md');
    expect(docs).toContain('shared-data/CONTEXT.md');
  });

  it.each(docs)('%s names only paths, scripts and entry points that exist', (doc) => {
    const claims = claimsOf(REPO_ROOT, doc);
    const wrong = claims.map((claim) => checkClaim(REPO_ROOT, claim)).filter((problem): problem is string => problem !== undefined);
    expect(wrong).toEqual([]);
  });

  it('catches a doc that names what does not exist', () => {
    const planted = [
      { doc: 'README.md', line: 1, kind: 'path' as const, text: 'scripts/src/federation/createAppRsbuildConfig.ts' },
      { doc: 'README.md', line: 1, kind: 'script' as const, text: 'no-such-script' },
      { doc: 'README.md', line: 1, kind: 'package entry' as const, text: 'shared-ui/no-such-entry' },
      { doc: 'README.md', line: 1, kind: 'link' as const, text: 'docs/no-such-page.md' },
      { doc: 'mf-admin/CONTEXT.md', line: 1, kind: 'path' as const, text: 'mf-admin/src/features/csv/' },
    ];
    for (const claim of planted) expect(checkClaim(REPO_ROOT, claim), claim.text).toBeDefined();
  });

  it.each(docs)('%s names the command behind every measured figure', (doc) => {
    expect(unsourcedFigures(readFileSync(join(REPO_ROOT, doc), 'utf8'), doc)).toEqual([]);
  });

  it('catches a measured figure that names no command, and takes one named in the caption above its table', () => {
    const unsourced = ['# Speed', '', 'The events page loads in 812 ms (median of three).', '', '## Sizes', '', '`pnpm size` (gzip):', '', '| route | kB |', '|---|---|', '| / | 187.3 kB |', '', 'Home grew by 0.4 kB.', '', '## Limits', '', 'At most 30 edits in 10 min; a statement stops after 8 s.'].join('\n');
    expect(unsourcedFigures(unsourced, 'planted.md')).toEqual(['planted.md:3 states a measured figure and names no command that produced it: The events page loads in 812 ms (median of three).']);
    // A heading ends the caption's reach: the same table under a new heading names no command.
    const cutOff = ['`pnpm size` (gzip):', '', '## Sizes', '', '| / | 187.3 kB |'].join('\n');
    expect(unsourcedFigures(cutOff, 'planted.md')).toHaveLength(1);
  });

  it('catches a time stated as how long something takes, and leaves a limit alone', () => {
    const stated = ['`pnpm db:check` takes about 12 s.', 'A cold start takes 6 s.', 'The smoke test runs for about 40 s.', 'Each file: ~3 s.', 'It spent 4 s in audit calls.', 'PostgreSQL is 20% faster here.'];
    for (const line of stated.slice(1)) expect(unsourcedFigures(line, 'planted.md'), line).toEqual([`planted.md:1 states a measured figure and names no command that produced it: ${line}`]);
    expect(unsourcedFigures(stated[0]!, 'planted.md')).toEqual([]);
    expect(unsourcedFigures('A statement stops after 8 s; at most 30 edits in 10 min; the link expires in 60 s.', 'planted.md')).toEqual([]);
  });
});

