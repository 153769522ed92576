import { REPO_ROOT } from '../config/repoRoot';
import { checkClaim, claimsOf, docFiles } from './docsClaims';

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
});
