/**
 * What a regular expression of a `match` or `imatch` filter will cost PostgreSQL, told from the
 * pattern before it is sent (issue 55, finding 4). PostgreSQL compiles a pattern into an automaton
 * and runs it over the text in time bounded by the two, except for:
 *
 *   - bounded repetitions, which its compiler writes out: `x{1,200}` is 200 copies of `x`, and a
 *     repetition inside another multiplies, so `(x{1,200}){1,200}` is 40,000. PostgreSQL 15 on a
 *     server compiles that in 0.1 to 0.3 s (the review's figure); PGlite's WebAssembly build answers
 *     `(x{1,120}){1,120}` and larger with no rows and no error, and behind the API such a statement
 *     held the one connection until the 3 s timeout restarted it. Below that, the time to run a
 *     pattern grows with its repetitions times the text it reads;
 *   - lookahead and lookbehind constraints, run again from every place they may match: `(?=.*q)x`
 *     reads the rest of the text from each "x", 3.5 s over 100 KB on PGlite (2.8 s on PostgreSQL);
 *   - back-references, which leave the automaton for backtracking (exponential).
 *
 * The syntax read is PostgreSQL's (its "Regular Expression Details"): AREs, and EREs and BREs as
 * embedded options choose them, the `***=` and `***:` directors, bracket expressions with their
 * classes, escapes. Anything it cannot place counts as one character: a pattern PostgreSQL would
 * refuse costs it nothing to refuse.
 */

export interface RegexCost {
  /** About how many states the compiled automaton has: each character once, times every bound around it. */
  repetitions: number;
  /** `\1` to `\9` (and `\10`...): matched by backtracking. */
  backReference: boolean;
  /** `(?=`, `(?!`, `(?<=`, `(?<!`. */
  lookaround: boolean;
}

type Syntax = 'are' | 'ere' | 'bre';

/** A group being read: what its branches come to so far, and the size of its last item (what a quantifier repeats). */
interface Frame {
  total: number;
  last: number;
}

export function regexCost(pattern: string): RegexCost {
  let text = pattern;
  if (text.startsWith('***=')) return { repetitions: text.length - 4, backReference: false, lookaround: false };
  if (text.startsWith('***:')) text = text.slice(4);
  let syntax: Syntax = 'are';
  let expanded = false;
  const options = /^\(\?([a-z]*)\)/.exec(text);
  if (options) {
    text = text.slice(options[0].length);
    for (const letter of options[1] as string) {
      if (letter === 'b') syntax = 'bre';
      else if (letter === 'e') syntax = 'ere';
      else if (letter === 'x') expanded = true;
      // q: the rest is a literal string.
      else if (letter === 'q') return { repetitions: text.length, backReference: false, lookaround: false };
    }
  }
  return scan(expanded && syntax === 'are' ? withoutComments(text) : text, syntax);
}

/**
 * An expanded ARE ("x") without what PostgreSQL skips in it: white space, and "#" to the end of
 * the line, outside bracket expressions and escapes (a ")" in a comment closes no group).
 */
function withoutComments(text: string): string {
  let kept = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '[') {
      const end = afterBracket(text, i, 'are');
      kept += text.slice(i, end);
      i = end;
    } else if (c === '\\') {
      kept += text.slice(i, i + 2);
      i += 2;
    } else if (c === '#') {
      const line = text.indexOf('\n', i);
      i = line < 0 ? text.length : line + 1;
    } else {
      if (!/\s/.test(c)) kept += c;
      i += 1;
    }
  }
  return kept;
}

function scan(text: string, syntax: Syntax): RegexCost {
  const cost: RegexCost = { repetitions: 0, backReference: false, lookaround: false };
  const stack: Frame[] = [{ total: 0, last: 0 }];
  const top = () => stack[stack.length - 1] as Frame;
  const atom = (size = 1) => {
    top().total += size;
    top().last = size;
  };
  const open = () => stack.push({ total: 0, last: 0 });
  const close = () => {
    if (stack.length === 1) return atom();
    const group = stack.pop() as Frame;
    atom(group.total);
  };
  const repeat = (times: number) => {
    const frame = top();
    frame.total += frame.last * (times - 1);
    frame.last *= times;
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === '[') {
      i = afterBracket(text, i, syntax);
      atom();
      continue;
    }
    if (c === '\\') {
      if (next === undefined) break;
      if (syntax === 'bre' && next === '(') open();
      else if (syntax === 'bre' && next === ')') close();
      else if (syntax === 'bre' && next === '{') {
        const bound = readBound(text, i + 2, '\\}');
        if (bound) {
          repeat(bound.times);
          i = bound.end;
          continue;
        }
        atom();
      } else if (/[1-9]/.test(next)) {
        cost.backReference = true;
        atom();
      } else atom();
      i += 2;
      continue;
    }
    if (syntax === 'bre') {
      // Only "*" is special besides the escapes; at the start of a group it is a character.
      if (c === '*' && top().last > 0) repeat(1);
      else atom();
      i += 1;
      continue;
    }
    if (c === '(') {
      if (syntax === 'are' && next === '?') {
        if (/^\(\?(?:=|!|<=|<!)/.test(text.slice(i, i + 4))) cost.lookaround = true;
        i = text.slice(i, i + 4).startsWith('(?<') ? i + 4 : i + 3;
      } else i += 1;
      open();
      continue;
    }
    if (c === ')') {
      close();
      i += 1;
      continue;
    }
    if (c === '|') {
      top().last = 0;
      i += 1;
      continue;
    }
    if (c === '*' || c === '+' || c === '?') {
      repeat(1);
      i += next === '?' && syntax === 'are' ? 2 : 1;
      continue;
    }
    if (c === '{') {
      const bound = readBound(text, i + 1, '}');
      if (bound) {
        repeat(bound.times);
        i = bound.end;
        if (syntax === 'are' && text[i] === '?') i += 1;
        continue;
      }
    }
    atom();
    i += 1;
  }
  while (stack.length > 1) close();
  cost.repetitions = stack[0]!.total;
  return cost;
}

/** `m}`, `m,}` or `m,n}` from `start` (just after the opening brace): how many copies it makes, and where it ends. */
function readBound(text: string, start: number, closing: string): { times: number; end: number } | undefined {
  const match = /^(\d+)(,(\d*))?/.exec(text.slice(start));
  if (!match || !text.startsWith(closing, start + match[0].length)) return undefined;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : match[3] === '' ? low + 1 : Number(match[3]);
  return { times: Math.max(1, low, high), end: start + match[0].length + closing.length };
}

/** The index just past the bracket expression opened at `start` (or the end of the text, when it never closes). */
function afterBracket(text: string, start: number, syntax: Syntax): number {
  let i = start + 1;
  if (text[i] === '^') i += 1;
  // A "]" first is a character of the set.
  if (text[i] === ']') i += 1;
  while (i < text.length) {
    const c = text[i];
    if (c === ']') return i + 1;
    if (c === '[' && /[:.=]/.test(text[i + 1] ?? '')) {
      const end = text.indexOf(`${text[i + 1]}]`, i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    // In an ARE "\" escapes inside brackets too; in EREs and BREs it is a character of the set.
    i += c === '\\' && syntax === 'are' ? 2 : 1;
  }
  return text.length;
}
