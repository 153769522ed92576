import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take a minute or more (measured in the rehearsal of 27 November), in order.
 * vitest otherwise runs project after project by name, so on a fresh clone (no cache of durations)
 * tooling's two release files started last and ran on for two minutes after everything else.
 */
const LONG_FILES = [
  'tooling/src/release/skew.test.ts',
  'tooling/src/release/fieldReleases.test.ts',
  'tooling/src/prerender/prerender.test.ts',
  'local-backend/test/faults.test.ts',
  'local-backend/test/newsletter-issues.test.ts',
  'local-backend/test/scheduled-jobs.test.ts',
];

/** vitest's own order (cached durations, failed first), with the files known to be long first of all. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
