/**
 * The test files that build releases, start whole stacks and drive Chromium. `pnpm test` runs them
 * in a vitest run of their own once the end-to-end suite has ended, at full priority
 * (tooling/src/test.ts), not beside it: there they waited behind Playwright at a lower priority
 * for most of an hour on a loaded machine (rehearsal r8 of issue 61: skew.test.ts 1,570 s and
 * fieldReleases.test.ts 1,029 s of wall time for about 250 core-seconds of work, and a page that
 * never let its network rest within 120 s), and alone they take minutes.
 */
export const AFTER_END_TO_END_FILES = ['tooling/src/release/skew.test.ts', 'tooling/src/release/fieldReleases.test.ts', 'tooling/src/prerender/prerender.test.ts'] as const;

/** Set for the vitest run beside the end-to-end suite: the tooling project leaves the files above out. */
export const BESIDE_END_TO_END_ENV = 'VITEST_BESIDE_END_TO_END';
