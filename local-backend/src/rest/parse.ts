/**
 * Parsing of the PostgREST URL grammar that postgrest-js emits: `select=`,
 * horizontal filters (`col=op.value`, `not.`, `(any)/(all)` modifiers, full-text search with
 * `fts`/`plfts`/`phfts`/`wfts` and an optional `(language)`),
 * `and=`/`or=` trees, `order=`, `limit`/`offset`, `on_conflict`, `columns`,
 * plus the `Range` and `Accept` headers (`Prefer`: preferences.ts). Produces plain data; names
 * are checked against the schema cache later, in sql.ts.
 */
import { PostgrestError, restErrors } from './errors';
import { regexCost } from './regexCost';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; alias?: string; cast?: string };

const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Full-text search operators and the tsquery function each one uses (PostgREST's). */
export const TEXT_SEARCH: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

export type Filter =
  | {
      kind: 'op';
      column: string;
      negate: boolean;
      op: Operator;
      modifier?: 'any' | 'all';
      value: string;
      list?: string[];
      /** The text search configuration of a full-text operator: `fts(english)`. */
      language?: string;
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

/** Splits on top-level commas, honouring parentheses and double quotes. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '\\' && i + 1 < input.length) {
        current += ch + (input[i + 1] as string);
        i += 1;
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    if (depth < 0) throw restErrors.parse('filter', `unbalanced parentheses in "${input}"`);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted || depth !== 0) throw restErrors.parse('filter', `unbalanced quotes or parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

function unquote(token: string): string {
  if (token.length >= 2 && token.startsWith('"') && token.endsWith('"')) {
    return token.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return token;
}

/** A column name: plain `[^.:,()"]+` or double-quoted. */
function parseName(token: string, what: string): string {
  const trimmed = token.trim();
  if (/^"(?:[^"\\]|\\.)+"$/.test(trimmed)) return unquote(trimmed);
  if (/^[^.:,()"\s]+$/.test(trimmed)) return trimmed;
  throw restErrors.parse(what, `unexpected "${trimmed}"`);
}

export function parseSelect(raw: string | undefined, tableName: string): SelectItem[] {
  if (raw === undefined || raw.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(raw).map((part): SelectItem => {
    const item = part.trim();
    if (item === '*') return { kind: 'star' };
    // `count()`, `amount.sum()`, `total:amount.avg()`: PostgREST's aggregates, off unless
    // db-aggregates-enabled (hosted Supabase leaves it off).
    if (/(?:^|[.:])(?:count|sum|avg|max|min)\(\)(?:::[a-z_][a-z0-9_ ]*)?$/i.test(item)) {
      throw new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    if (item.includes('(')) {
      const relation = item.slice(0, item.indexOf('(')).split(':').pop()?.split('!')[0] ?? item;
      throw restErrors.embedding(tableName, relation);
    }
    if (item.includes('->')) throw restErrors.parse('select parameter', 'JSON paths are not supported');
    const match = /^(?:("(?:[^"\\]|\\.)+"|[^:"]+):(?!:))?("(?:[^"\\]|\\.)+"|[^:"]+)(?:::([a-z_][a-z0-9_ ]*))?$/i.exec(item);
    if (!match) throw restErrors.parse('select parameter', `unexpected "${item}"`);
    const [, alias, column, cast] = match;
    return {
      kind: 'column',
      column: parseName(column as string, 'select parameter'),
      ...(alias ? { alias: parseName(alias, 'select parameter') } : {}),
      ...(cast ? { cast: cast.trim().toLowerCase() } : {}),
    };
  });
}

function parseList(raw: string): string[] {
  const inner = raw.trim();
  if (!/^\(.*\)$/s.test(inner) && !/^\{.*\}$/s.test(inner)) {
    throw restErrors.parse('filter', `expected a list like (a,b) but got "${raw}"`);
  }
  const body = inner.slice(1, -1);
  if (body === '') return [];
  return splitTopLevel(body).map((v) => unquote(v.trim()));
}

const MAX_PATTERN_LENGTH = 1000;
/**
 * What the `match` and `imatch` patterns of one request may repeat in all (regexCost.ts): PGlite
 * runs one statement at a time for everyone, and a pattern that repeats 40,000 times held it for
 * its 3 s timeout (issue 55, finding 4). A pattern's time grows with its repetitions times the text
 * it reads (0.2 s for 255 over a megabyte, 0.7 s for 1,937, on this loaded machine:
 * docs/performance.md); 300 takes one of PostgreSQL's largest bounds ({1,255}) with the
 * characters around it.
 */
const REGEX_REPETITION_BUDGET = 300;

/**
 * Postgres runs regular expressions in time bounded by the pattern and the text, except with
 * back-references (exponential backtracking), lookaround constraints (run again from every place
 * they may match) and very long patterns: such a pattern would hold the database for everyone, so
 * it is refused before it reaches Postgres (SQLSTATE 2201B, as Postgres names a pattern it will
 * not run).
 */
function assertBoundedPattern(pattern: string): void {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new PostgrestError(400, '2201B', `invalid regular expression: patterns over ${MAX_PATTERN_LENGTH} characters are refused`);
  }
  const cost = regexCost(pattern);
  if (cost.backReference) {
    throw new PostgrestError(400, '2201B', 'invalid regular expression: back-references (\\1 to \\9) are refused', null, 'Match the text without referring back to a group.');
  }
  if (cost.lookaround) {
    throw new PostgrestError(
      400,
      '2201B',
      'invalid regular expression: lookahead and lookbehind constraints ((?=, (?!, (?<=, (?<!) are refused',
      null,
      'Their cost grows with the square of the text. Match the text without them.',
    );
  }
}

/** The patterns of every `match` and `imatch` filter, in logic trees too. */
function regexPatterns(filters: Filter[]): string[] {
  return filters.flatMap((filter) =>
    filter.kind === 'logic' ? regexPatterns(filter.children) : filter.op === 'match' || filter.op === 'imatch' ? (filter.list ?? [filter.value]) : [],
  );
}

/** Every pattern as Postgres will get it (a logic tree's quotes taken off), and all of them together. */
function assertRegexBudget(filters: Filter[]): void {
  const patterns = regexPatterns(filters);
  for (const pattern of patterns) assertBoundedPattern(pattern);
  const repetitions = patterns.reduce((sum, pattern) => sum + regexCost(pattern).repetitions, 0);
  if (repetitions > REGEX_REPETITION_BUDGET) {
    throw new PostgrestError(
      400,
      '2201B',
      `invalid regular expression: regular expression is too complex (its repetitions come to ${repetitions}; the local backend takes at most ${REGEX_REPETITION_BUDGET} in one request)`,
      null,
      'Repetitions inside repetitions multiply: (x{1,200}){1,200} comes to 40000. Use fewer or smaller {m,n} bounds.',
    );
  }
}

/** `[not.]op[(any|all)].value` */
function parseOperation(column: string, raw: string): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!match) throw restErrors.parse('filter', `"${raw}" is not of the form op.value`);
  const [, op, argument, value] = match as unknown as [string, string, string | undefined, string];
  if (!(OPERATORS as readonly string[]).includes(op)) {
    throw restErrors.parse('filter', `unknown operator "${op}"`);
  }
  const filter: Filter = { kind: 'op', column, negate, op: op as Operator, value };
  const isTextSearch = TEXT_SEARCH[op as Operator] !== undefined;
  if (isTextSearch) {
    if (argument) filter.language = argument;
    return filter;
  }
  const modifier = argument;
  if (modifier && modifier !== 'any' && modifier !== 'all') throw restErrors.parse('filter', `operator "${op}" does not take (${modifier})`);
  if (modifier) {
    if (!['eq', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch'].includes(op)) {
      throw restErrors.parse('filter', `operator "${op}" does not take (${modifier})`);
    }
    filter.modifier = modifier as 'any' | 'all';
    filter.list = parseList(value);
  } else if (op === 'in') {
    filter.list = parseList(value);
  } else if (op === 'is') {
    const v = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) {
      throw restErrors.parse('filter', `"is" takes null, not_null, true, false or unknown, not "${value}"`);
    }
    filter.value = v;
  }
  return filter;
}

/** One element of an and/or tree: `col.op.value`, `[not.]and(...)` or `[not.]or(...)`. */
function parseLogicItem(raw: string): Filter {
  const item = raw.trim();
  const logic = /^(not\.)?(and|or)\(([\s\S]*)\)$/.exec(item);
  if (logic) {
    const [, not, op, inner] = logic as unknown as [string, string | undefined, 'and' | 'or', string];
    return { kind: 'logic', op, negate: Boolean(not), children: splitTopLevel(inner).map(parseLogicItem) };
  }
  // column may be quoted; the operation starts after the first dot outside quotes
  let columnEnd: number;
  if (item.startsWith('"')) {
    const close = item.indexOf('"', 1);
    if (close < 0 || item[close + 1] !== '.') throw restErrors.parse('logic tree', `unexpected "${item}"`);
    columnEnd = close + 1;
  } else {
    columnEnd = item.indexOf('.');
    if (columnEnd <= 0) throw restErrors.parse('logic tree', `unexpected "${item}"`);
  }
  const column = parseName(item.slice(0, columnEnd), 'logic tree');
  const operation = item.slice(columnEnd + 1);
  // Inside a tree, a scalar value may itself be double-quoted to carry commas.
  const filter = parseOperation(column, operation);
  if (filter.kind === 'op' && !filter.list) filter.value = unquote(filter.value);
  return filter;
}

function parseLogicParam(key: string, raw: string): Filter {
  const negate = key.startsWith('not.');
  const op = (negate ? key.slice(4) : key) as 'and' | 'or';
  const value = raw.trim();
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw restErrors.parse('logic tree', `${key} expects (filter,filter,...)`);
  }
  return { kind: 'logic', op, negate, children: splitTopLevel(value.slice(1, -1)).map(parseLogicItem) };
}

/**
 * Whether a query parameter's value is an operation (`[not.]op[(…)].value`). On a function read
 * with GET, PostgREST takes such a parameter as a filter on the result and any other as an argument.
 */
export function isOperation(value: string): boolean {
  const match = /^(?:not\.)?([a-z]+)(?:\([a-z_]+\))?\./.exec(value);
  return match !== null && (OPERATORS as readonly string[]).includes(match[1] as string);
}

/** Query parameters that are neither filters nor function arguments. */
export function isReservedParam(key: string): boolean {
  return RESERVED_PARAMS.has(key);
}

export function parseFilters(params: URLSearchParams, skip: ReadonlySet<string> = new Set()): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    if (['and', 'or', 'not.and', 'not.or'].includes(key)) {
      filters.push(parseLogicParam(key, value));
      continue;
    }
    filters.push(parseOperation(parseName(key, 'filter'), value));
  }
  assertRegexBudget(filters);
  return filters;
}

export function parseOrder(raw: string | undefined): OrderTerm[] {
  if (raw === undefined || raw.trim() === '') return [];
  return splitTopLevel(raw).map((part) => {
    const pieces = part.trim().match(/"(?:[^"\\]|\\.)+"|[^.]+/g) ?? [];
    const [name, ...modifiers] = pieces;
    if (!name) throw restErrors.parse('order', `unexpected "${part}"`);
    const term: OrderTerm = { column: parseName(name, 'order'), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') term.descending = false;
      else if (modifier === 'desc') term.descending = true;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw restErrors.parse('order', `unexpected "${modifier}"`);
    }
    return term;
  });
}

export function parseColumnsParam(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return splitTopLevel(raw).map((c) => parseName(c, 'columns parameter'));
}

function parseNonNegative(raw: string | undefined, what: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw restErrors.parse(what, `"${raw}" is not a non-negative integer`);
  return Number.parseInt(raw, 10);
}

export interface Page {
  offset: number;
  limit?: number;
}

/** `limit`/`offset` parameters intersected with a `Range: 0-9` header. */
export function parsePage(params: URLSearchParams, rangeHeader: string | undefined): Page {
  let offset = parseNonNegative(params.get('offset') ?? undefined, 'offset') ?? 0;
  let limit = parseNonNegative(params.get('limit') ?? undefined, 'limit');
  if (rangeHeader) {
    const match = /^(?:items=)?\s*(\d+)\s*-\s*(\d*)\s*$/.exec(rangeHeader);
    if (match) {
      const start = Number.parseInt(match[1] as string, 10);
      const end = match[2] ? Number.parseInt(match[2], 10) : undefined;
      offset = Math.max(offset, start);
      if (end !== undefined) {
        const rangeLimit = Math.max(0, end - start + 1);
        limit = limit === undefined ? rangeLimit : Math.min(limit, rangeLimit);
      }
    }
  }
  return limit === undefined ? { offset } : { offset, limit };
}

export interface AcceptInfo {
  singular: boolean;
  stripNulls: boolean;
}

export function parseAccept(header: string | undefined): AcceptInfo {
  if (!header || header.trim() === '') return { singular: false, stripNulls: false };
  for (const candidate of header.split(',').map((s) => s.trim().toLowerCase())) {
    const [type, ...params] = candidate.split(';').map((s) => s.trim());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { singular: true, stripNulls };
    }
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === '*/*' ||
      type === 'application/*'
    ) {
      return { singular: false, stripNulls };
    }
  }
  throw restErrors.mediaType(header);
}
