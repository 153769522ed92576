/**
 * Splits an SQL script into statements the way the Supabase CLI records them in
 * `supabase_migrations.schema_migrations.statements`: on top-level semicolons,
 * honouring quotes, dollar quotes and comments.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const n = script.length;
  while (i < n) {
    const ch = script[i] as string;
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      const stop = end === -1 ? n : end + 1;
      current += script.slice(i, stop);
      i = stop;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (script[j] === '/' && script[j + 1] === '*') {
          depth += 1;
          j += 2;
        } else if (script[j] === '*' && script[j + 1] === '/') {
          depth -= 1;
          j += 2;
        } else j += 1;
      }
      current += script.slice(i, j);
      i = j;
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < n) {
        if (script[j] === ch) {
          if (script[j + 1] === ch) j += 2;
          else break;
        } else j += 1;
      }
      current += script.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i));
      if (tag) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        const stop = end === -1 ? n : end + tag[0].length;
        current += script.slice(i, stop);
        i = stop;
      } else {
        current += ch;
        i += 1;
      }
    } else if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
    } else {
      current += ch;
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements.filter((s) => s.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim() !== '');
}
