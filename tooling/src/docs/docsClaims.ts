import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * What a doc claims about the tree: the paths, `pnpm` scripts and package entry points it names.
 * `docsClaims.test.ts` holds every README.md, CONTEXT.md and docs/ page to them, so a rename that
 * forgets a doc fails `pnpm test`. It also holds them to naming the command behind each measured
 * figure (`unsourcedFigures`).
 */
export interface Claim {
  doc: string;
  line: number;
  kind: 'path' | 'relative path' | 'script' | 'package entry' | 'link';
  text: string;
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'releases', '.test-output']);

/** Every README.md and CONTEXT.md of the workspace, and every page of docs/. */
export function docFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.') && depth < 2) walk(join(dir, entry.name), depth + 1);
      } else if (entry.name === 'README.md' || entry.name === 'CONTEXT.md' || (relative(root, dir) === 'docs' && entry.name.endsWith('.md'))) {
        found.push(relative(root, join(dir, entry.name)));
      }
    }
  };
  walk(root, 0);
  return found.sort();
}

/** `a/b/<name>/c.ts`, `{id}`, `*`, `:id`: the part before the first placeholder is what must exist. */
function concretePrefix(path: string): string {
  const cut = path.search(/[<{*:]|\.\.\./);
  const prefix = cut === -1 ? path : path.slice(0, cut);
  return cut === -1 ? prefix : prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

export function claimsOf(root: string, doc: string): Claim[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const topLevel = new Set(readdirSync(root).filter((entry) => !SKIP_DIRS.has(entry)));
  const claims: Claim[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    // Inline code: a path of the tree, a package entry point, or a `pnpm` command.
    for (const [, code] of content.matchAll(/`([^`]+)`/g)) {
      const token = code!.trim();
      const pnpm = /^pnpm (?:-s )?([a-z][\w:-]*)/.exec(token);
      if (pnpm) claims.push({ doc, line, kind: 'script', text: pnpm[1]! });
      if (/\s/.test(token) || token.startsWith('/') || token.startsWith('.') || token.includes('://')) continue;
      const first = token.split('/')[0]!;
      // `shared-ui/tabs` is an entry point of a package; `shared-ui/src/...` a file of the tree.
      if (token.includes('/') && isWorkspacePackage(root, first)) claims.push({ doc, line, kind: 'package entry', text: token });
      else if (token.includes('/') && topLevel.has(first)) claims.push({ doc, line, kind: 'path', text: token });
      // Any other path-shaped name (`scripts/`, `src/features/x.ts`): it must exist beside the doc or in its package's src/.
      else if (/^[\w@-][\w@.-]*\/([\w@.<>{}*:-]+\/?)*$/.test(token) && /(\/|\.(ts|tsx|js|mjs|json|sql|md|toml|html))$/.test(token)) claims.push({ doc, line, kind: 'relative path', text: token });
    }
    // `pnpm <script>` in prose or in a shell block.
    for (const [, script] of content.matchAll(/(?:^|[\s(])pnpm (?:-s )?([a-z][\w:-]*)/g)) claims.push({ doc, line, kind: 'script', text: script! });
    // Markdown links to files of the tree (relative to the doc).
    for (const [, target] of content.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!/^[a-z]+:/.test(target!)) claims.push({ doc, line, kind: 'link', text: target! });
    }
  });
  return claims;
}

/** A file the docs name that git ignores on purpose (`supabase/functions/.env`, `.data/`): made locally, never committed. */
function isIgnored(root: string, path: string): boolean {
  return spawnSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root }).status === 0;
}

function workspacePackages(root: string): string[] {
  return readdirSync(root).filter((entry) => isWorkspacePackage(root, entry));
}

function isWorkspacePackage(root: string, name: string): boolean {
  return existsSync(join(root, name, 'package.json'));
}

const PNPM_COMMANDS = new Set(['install', 'add', 'exec', 'run', 'dlx', 'why', 'list', 'update', 'remove']);

/** Why a claim does not hold, or undefined when it does. */
export function checkClaim(root: string, claim: Claim): string | undefined {
  const where = `${claim.doc}:${claim.line}`;
  switch (claim.kind) {
    case 'path': {
      const prefix = concretePrefix(claim.text.replace(/[.,;:]+$/, ''));
      if (!prefix || existsSync(join(root, prefix)) || isIgnored(root, prefix)) return undefined;
      return `${where} names \`${claim.text}\`, which does not exist`;
    }
    case 'relative path': {
      // Prose names a package's folder by its inner path (`src/features/calendar/` of mf-events): it
      // must exist in some package (or its src/, src/features/), or be a folder git ignores (dist/).
      const prefix = concretePrefix(claim.text);
      const bases = ['.', dirname(claim.doc), ...workspacePackages(root)];
      const found = bases.some((base) => ['', 'src', 'src/features'].some((inner) => existsSync(join(root, base, inner, prefix))));
      return found || isIgnored(root, prefix) ? undefined : `${where} names \`${claim.text}\`, which is in no package`;
    }
    case 'link': {
      const target = join(root, dirname(claim.doc), claim.text);
      if (!target.startsWith(root)) return undefined; // ../shared/: beside the repository, not in it
      return existsSync(target) ? undefined : `${where} links to ${claim.text}, which does not exist`;
    }
    case 'script': {
      const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
      if (PNPM_COMMANDS.has(claim.text) || claim.text in scripts) return undefined;
      return `${where} names \`pnpm ${claim.text}\`, which is not a script of package.json`;
    }
    case 'package entry': {
      const [name, ...rest] = claim.text.split('/');
      const manifest = JSON.parse(readFileSync(join(root, name!, 'package.json'), 'utf8')) as { exports?: Record<string, string> };
      const entry = `./${rest.join('/')}`;
      if (manifest.exports && entry in manifest.exports) return undefined;
      // `shared-data/src/...`: a file of the package, named by its path.
      const file = concretePrefix(join(name!, ...rest));
      if (existsSync(join(root, file)) || isIgnored(root, file)) return undefined;
      return `${where} names \`${claim.text}\`: ${name} has no such entry point or file`;
    }
  }
}

/** A figure in a unit that is only ever measured (a time in ms, a size, a rate). */
const MEASURED_UNIT = /\d[\d,.]*\s?(?:ms|kB|KiB|MB|MiB|req\/s|emails\/s)(?![\w/])/;
/**
 * A figure in seconds, minutes or per cent, measured when its line says so: "took 12 s", "takes about
 * 40 s", "~3 s", "2% faster". Limits are in these units too ("stops after 8 s", "30 edits in 10 min"),
 * so a bare figure is not taken for a measurement.
 */
const PLAIN_FIGURE = /\d[\d,.]*\s?(?:s|min|%)(?![\w/])/;
const MEASUREMENT_WORD = /\b(?:p50|p95|p99|median|measured|took|takes|taking|spent|spends|faster|slower|about|around|roughly|gzip|core-seconds)\b|~\s?\d/i;
/** A command a reader can run again: `pnpm ...` (in code or prose), or another command in backticks. */
const COMMAND = /(?:^|[\s(`])pnpm (?:-s |--filter \S+ )?[a-z]|`(?:[A-Z_]+=\S+ )*(?:node|npx|psql|lighthouse|time|vitest|playwright|\.ci\/run|bash) [^`]*`/;

/**
 * Measured figures that name no command: a time, a size or a rate must say how it was produced, in
 * its own paragraph or in one of the two before it (a table's caption, then the table). Fenced code
 * is output, not prose, and is skipped.
 */
export function unsourcedFigures(text: string, doc: string): string[] {
  const paragraphs: { start: number; lines: string[] }[] = [];
  let inFence = false;
  let current: { start: number; lines: string[] } | undefined;
  text.split('\n').forEach((line, index) => {
    if (line.startsWith('```')) inFence = !inFence;
    if (line.trim() === '' || /^#{1,6} /.test(line)) {
      if (current) paragraphs.push(current);
      current = undefined;
      // A heading starts a new section (an empty paragraph marks it): figures below it do not
      // borrow the command of the one above.
      if (/^#{1,6} /.test(line)) paragraphs.push({ start: index, lines: [] });
      return;
    }
    current ??= { start: index, lines: [] };
    current.lines.push(inFence ? '' : line);
  });
  if (current) paragraphs.push(current);
  const problems: string[] = [];
  paragraphs.forEach((paragraph, i) => {
    const window: string[] = [];
    for (let j = i; j >= Math.max(0, i - 2); j--) {
      if (j < i && paragraphs[j]!.lines.length === 0) break; // a heading: the section starts here
      window.push(...paragraphs[j]!.lines);
    }
    if (COMMAND.test(window.join('\n'))) return;
    paragraph.lines.forEach((line, k) => {
      if (MEASURED_UNIT.test(line) || (PLAIN_FIGURE.test(line) && MEASUREMENT_WORD.test(line))) problems.push(`${doc}:${paragraph.start + k + 1} states a measured figure and names no command that produced it: ${line.trim().slice(0, 120)}`);
    });
  });
  return problems;
}
