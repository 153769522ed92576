import { summarise } from './summarise';

describe('summarise', () => {
  it('sums every runner into the closing line CI reads', () => {
    expect(
      summarise([
        { runner: 'vitest', passed: 10, failed: 0, skipped: 0 },
        { runner: 'playwright', passed: 5, failed: 2, skipped: 0 },
      ]),
    ).toEqual({ line: '15 passed, 2 failed', failed: 2 });
  });

  it('adds skipped only when there are any', () => {
    expect(summarise([{ runner: 'vitest', passed: 1, failed: 0, skipped: 3 }]).line).toBe('1 passed, 0 failed, 3 skipped');
  });

  it('says 0 passed, 0 failed for no runners', () => {
    expect(summarise([])).toEqual({ line: '0 passed, 0 failed', failed: 0 });
  });
});
