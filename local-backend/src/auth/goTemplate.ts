/**
 * The part of Go's html/template that the auth email templates use (supabase/templates/), as GoTrue
 * renders them on a hosted project: `{{ .Name }}` for a variable GoTrue offers, `{{ .Data.key }}`
 * for the account's user metadata, and `{{ if TEST }}…{{ else if TEST }}…{{ else }}…{{ end }}`,
 * where TEST is a field (true when set and not empty, as Go's truth) or `eq FIELD "text"`. Values
 * are escaped as html/template escapes text. Anything else in `{{ }}` is refused when the template
 * is read, so a template this backend cannot render fails at start rather than mailing it raw.
 * (No npm package renders Go templates; this is the subset, with its tests beside it.)
 */

type Field = readonly string[];
interface Test {
  field: Field;
  /** `eq FIELD "text"`; absent: the field's truth. */
  equals?: string;
}
type TemplateNode = { kind: 'text'; text: string } | { kind: 'value'; field: Field; source: string } | { kind: 'if'; branches: { test: Test | null; body: TemplateNode[] }[] };

export type ParsedTemplate = readonly TemplateNode[];

const FIELD = /^\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)$/;

function field(text: string, template: string): Field {
  const match = FIELD.exec(text);
  if (!match) throw new Error(`Unsupported field "${text}" in an email template: ${template.slice(0, 60)}...`);
  return match[1]!.split('.');
}

function test(text: string, template: string): Test {
  const eq = /^eq\s+(\S+)\s+"([^"\\]*)"$/.exec(text);
  return eq ? { field: field(eq[1]!, template), equals: eq[2]! } : { field: field(text, template) };
}

/** Reads a template into its parts; throws on an action it does not support, or an unclosed `if`. */
export function parseGoTemplate(template: string): ParsedTemplate {
  const root: TemplateNode[] = [];
  // Each open `if`: the node, and the body its current branch adds to.
  const open: { node: Extract<TemplateNode, { kind: 'if' }>; body: TemplateNode[] }[] = [];
  const current = () => open.at(-1)?.body ?? root;
  let last = 0;
  for (const match of template.matchAll(/\{\{(.*?)\}\}/gs)) {
    if (match.index > last) current().push({ kind: 'text', text: template.slice(last, match.index) });
    last = match.index + match[0].length;
    const action = match[1]!.trim();
    if (action.startsWith('if ')) {
      const node: Extract<TemplateNode, { kind: 'if' }> = { kind: 'if', branches: [{ test: test(action.slice(3).trim(), template), body: [] }] };
      current().push(node);
      open.push({ node, body: node.branches[0]!.body });
    } else if (action.startsWith('else if ') || action === 'else') {
      const frame = open.at(-1);
      if (!frame || frame.node.branches.at(-1)!.test === null) throw new Error(`"{{ ${action} }}" without its "if" in an email template`);
      const branch = { test: action === 'else' ? null : test(action.slice(8).trim(), template), body: [] as TemplateNode[] };
      frame.node.branches.push(branch);
      frame.body = branch.body;
    } else if (action === 'end') {
      if (!open.pop()) throw new Error('"{{ end }}" without its "if" in an email template');
    } else {
      current().push({ kind: 'value', field: field(action, template), source: match[0] });
    }
  }
  if (open.length > 0) throw new Error('An "{{ if }}" without its "{{ end }}" in an email template');
  if (last < template.length) root.push({ kind: 'text', text: template.slice(last) });
  return root;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function lookup(scope: Record<string, unknown>, path: Field): unknown {
  let value: unknown = scope;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's truth: not false, 0, nil, or an empty string, list or map. */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function passes(condition: Test, scope: Record<string, unknown>): boolean {
  const value = lookup(scope, condition.field);
  return condition.equals === undefined ? truthy(value) : value === condition.equals;
}

/**
 * The template filled in. A top-level variable the scope lacks stays as written (a template naming
 * one GoTrue does not offer shows it, rather than hiding it); a metadata key the account lacks is
 * empty, as html/template writes a missing map entry.
 */
export function renderGoTemplate(template: ParsedTemplate, scope: Record<string, unknown>): string {
  return template
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'value': {
          if (node.field.length === 1 && !Object.hasOwn(scope, node.field[0]!)) return node.source;
          const value = lookup(scope, node.field);
          return value === undefined || value === null ? '' : escapeHtml(String(value));
        }
        case 'if': {
          const branch = node.branches.find((candidate) => candidate.test === null || passes(candidate.test, scope));
          return branch ? renderGoTemplate(branch.body, scope) : '';
        }
      }
    })
    .join('');
}
