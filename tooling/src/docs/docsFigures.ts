import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A measured figure in the docs ("the suite takes about 10 to 15 minutes", "/events has 2.5 kB of
 * room") says how it was measured: its block (a paragraph, a list item, or a table with the
 * paragraph before it) names the command that produced it. A figure without one cannot be checked
 * again, and goes stale unseen: both examples were wrong by the time anyone looked.
 *
 * Not a measurement, so not held to this: a rule or a setting (a ceiling, a limit, a timeout, a
 * goal: "at most 250 kB", "within 5 s", "every 10 minutes"), which the words before the figure say.
 */
export interface UnsourcedFigure {
  doc: string;
  line: number;
  figure: string;
  block: string;
}

/** A number with a unit of size or time. */
const FIGURE = /(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:to|-|–)\s?\d+(?:\.\d+)?)?\s?(kB|KB|MB|ms|s|seconds?|minutes?|min)\b/g;

/** Words just before a figure that make it a rule or a setting, not a measurement. */
const RULE_WORDS = /\b(at most|at least|under|within|up to|no more than|more than|less than|ceilings?|budgets?|limits?|limited to|timeout|times out|goals?|target|every|each|per|defaults?|default of|waits?|after|for|lasts?|max(imum)?|min(imum)?|cap(ped at)?|allow(s|ed)?|retr(y|ies)|interval|expires?( in| after)?|window|a|an)\s*[:~≈]?\s*$/i;

/** A command, in backticks or as `pnpm <script>` in prose. */
const COMMAND = /`[^`]*\b(pnpm|node|tsx|npx|bash|vitest|playwright|lighthouse|gzip|curl|psql|hyperfine|autocannon|git)\b[^`]*`|(?:^|[\s(])pnpm (?:-s )?[a-z][\w:-]*/;

/** The doc's blocks with the line each starts on: paragraphs, list items, and tables joined to the paragraph before them. */
function blocksOf(text: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  let current: { line: number; lines: string[] } | null = null;
  let inFence = false;
  const close = () => {
    if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
    current = null;
  };
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*```/.test(content)) {
      inFence = !inFence;
      close();
      return;
    }
    if (inFence) return;
    if (content.trim() === '') {
      // A table directly after its caption paragraph stays with it.
      return close();
    }
    const isListItem = /^\s*(?:[-*]|\d+\.)\s/.test(content);
    const isHeading = /^#/.test(content);
    const isTableRow = /^\s*\|/.test(content);
    const previousIsTable = current !== null && /^\s*\|/.test(current.lines[current.lines.length - 1] ?? '');
    if (isHeading || (isListItem && !isTableRow)) close();
    if (isTableRow && current && !previousIsTable && blocks.length > 0 && current.lines.length === 0) close();
    if (!current) current = { line, lines: [] };
    current.lines.push(content);
    if (isHeading) close();
  });
  close();
  // A table's block: the paragraph before it names the command for every row.
  const joined: { line: number; text: string }[] = [];
  for (const block of blocks) {
    const previous = joined[joined.length - 1];
    if (previous && /^\s*\|/.test(block.text) && !/^#/.test(previous.text)) previous.text += `\n${block.text}`;
    else joined.push({ ...block });
  }
  return joined;
}

/** Every measured figure of `doc` whose block names no command. */
export function unsourcedFigures(root: string, doc: string): UnsourcedFigure[] {
  return unsourcedFiguresIn(doc, readFileSync(join(root, doc), 'utf8'));
}

export function unsourcedFiguresIn(doc: string, text: string): UnsourcedFigure[] {
  const found: UnsourcedFigure[] = [];
  for (const block of blocksOf(text)) {
    if (COMMAND.test(block.text)) continue;
    // Inline code is a name or an example, not a statement of a figure.
    const prose = block.text.replace(/`[^`]*`/g, '``');
    for (const match of prose.matchAll(FIGURE)) {
      const before = prose.slice(Math.max(0, match.index - 40), match.index);
      if (RULE_WORDS.test(before)) continue;
      const line = block.line + (prose.slice(0, match.index).match(/\n/g)?.length ?? 0);
      found.push({ doc, line, figure: match[0], block: block.text.slice(0, 160) });
    }
  }
  return found;
}
