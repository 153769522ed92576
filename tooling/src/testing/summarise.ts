export interface RunnerCounts {
  runner: string;
  passed: number;
  failed: number;
  skipped: number;
}

/** The closing line CI reads: `N passed, N failed` (`, N skipped` when any), summed over runners. */
export function summarise(counts: RunnerCounts[]): { line: string; failed: number } {
  const passed = counts.reduce((sum, c) => sum + c.passed, 0);
  const failed = counts.reduce((sum, c) => sum + c.failed, 0);
  const skipped = counts.reduce((sum, c) => sum + c.skipped, 0);
  return { line: `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`, failed };
}
