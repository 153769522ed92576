import { describe, expect, it } from 'vitest';
import { regexCost } from './regexCost';

const repetitions = (pattern: string) => regexCost(pattern).repetitions;

describe('regexCost: what PostgreSQL will write out for a pattern', () => {
  it('counts each character once and multiplies by every bound around it', () => {
    expect(repetitions('abc')).toBe(3);
    expect(repetitions('x{1,200}')).toBe(200);
    expect(repetitions('(x{1,200}){1,200}')).toBe(40_000);
    expect(repetitions('((x{1,10}){1,10}){1,10}')).toBe(1_000);
    expect(repetitions('x{5}x{5,}')).toBe(11);
    expect(repetitions('(ab|cd)*?e+f?')).toBe(6);
    expect(repetitions('[a-z ]{1,255}q')).toBe(256);
    expect(repetitions('x{0}')).toBe(1);
  });

  it('reads brackets, escapes and the syntax the pattern chooses as PostgreSQL does', () => {
    expect(repetitions('[]{}(]{1,100}')).toBe(100);
    expect(repetitions('[[:alpha:]{]{1,100}')).toBe(100);
    expect(repetitions('[\\]{]{1,100}')).toBe(100);
    // An escaped brace is a character, and so is what follows it.
    expect(repetitions('\\{1,100}')).toBe(7);
    expect(repetitions('***=(x{1,200}){1,200}')).toBe(17);
    expect(repetitions('(?q)(x{1,200}){1,200}')).toBe(17);
    // A basic RE groups and bounds with backslashes; its braces alone are characters.
    expect(repetitions('(?b)\\(x\\{1,200\\}\\)\\{1,200\\}')).toBe(40_000);
    expect(repetitions('(?b)(x{1,200}){1,200}')).toBe(17);
    // In an ERE a backslash inside brackets is a character, so "]" closes them.
    expect(repetitions('(?e)[\\](x{1,200}){1,200}')).toBe(40_001);
    // Expanded syntax: a ")" in a comment closes nothing.
    expect(repetitions('(?x)(x{1,200} # )\n){1,200}')).toBe(40_000);
  });

  it('tells back-references and lookaround constraints', () => {
    expect(regexCost('^(a+)+\\1$')).toMatchObject({ backReference: true, lookaround: false });
    expect(regexCost('\\\\1')).toMatchObject({ backReference: false });
    expect(regexCost('(?b)\\(a\\)\\1')).toMatchObject({ backReference: true });
    for (const pattern of ['(?=.*q)x', 'x(?!y)', '(?<=a)b', '(?<!a)b']) expect(regexCost(pattern).lookaround, pattern).toBe(true);
    expect(regexCost('(?:ab)+[(?=]').lookaround).toBe(false);
  });
});
