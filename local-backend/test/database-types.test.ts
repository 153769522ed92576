/** `pnpm db:types` output is committed; this fails while it is stale (run `pnpm db:types`). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/settings';
import { generateDatabaseTypes } from '../src/typegen/generateTypes';

describe('generated database types', () => {
  it('match the migrations', async () => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'shared-data/src/client/database.types.ts'), 'utf8');
    expect(committed, 'shared-data/src/client/database.types.ts is stale: run `pnpm db:types`').toBe(await generateDatabaseTypes());
    // A PGlite boot and every migration (about 5 s here alone), then the generator's catalog reads:
    // on a loaded 2-core machine the whole took 30 s.
  }, 60_000);
});
