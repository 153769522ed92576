import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/repoRoot';

/**
 * The reporting code's cost (issue 45): the reporter with `web-vitals` is one chunk the shell loads
 * after the page (`pnpm size` does not count it: it waits only for the network to be idle), at most
 * 3 kB gzip (level 9, as `pnpm size` measures), and the preview banner and canary code are not in
 * it (they load only where they are used). Reads the shell's build: `pnpm build` first.
 */
const asyncDir = join(REPO_ROOT, 'shell', 'dist', 'static', 'js', 'async');

describe("the shell's field reporter", () => {
  it('is one chunk of at most 3 kB gzip', () => {
    if (!existsSync(asyncDir)) throw new Error('Build first: pnpm build.');
    const chunks = readdirSync(asyncDir).filter((file) => /^field-reporter\.[0-9a-f]+\.js$/.test(file));
    expect(chunks).toHaveLength(1);
    const source = readFileSync(join(asyncDir, chunks[0]!));
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
    expect(source.toString()).not.toContain('Exit preview');
  });
});
