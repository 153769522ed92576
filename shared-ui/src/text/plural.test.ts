import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('gives the "one" form for 1 only, "other" for 0 and many', () => {
    const issues = (n: number) => plural(n, { one: `${n} issue`, other: `${n} issues` });
    expect([0, 1, 2, 21].map(issues)).toEqual(['0 issues', '1 issue', '2 issues', '21 issues']);
  });
});
