import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCHEMA_OBJECTS_DIR, type GeneratedFile } from 'local-backend/database-files';

function filesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * Which committed files under `root` differ from what the generating commands write today
 * (`generated`, from local-backend's generateDatabaseFiles): one line per file, naming it and the
 * command to run. A file in supabase/schema/ that is no longer generated (its object was dropped)
 * is stale too: `pnpm db:schema` removes it.
 */
export function staleDatabaseFiles(root: string, generated: GeneratedFile[]): string[] {
  const problems: string[] = [];
  for (const file of generated) {
    const path = join(root, file.path);
    if (!existsSync(path)) problems.push(`${file.path} is missing: run \`${file.command}\` and commit it`);
    else if (readFileSync(path, 'utf8') !== file.text) problems.push(`${file.path} is stale (not what \`${file.command}\` writes for today's migrations): run \`${file.command}\`; never edit it by hand`);
  }
  const expected = new Set(generated.map((file) => file.path));
  for (const path of filesUnder(root, SCHEMA_OBJECTS_DIR).filter((file) => !expected.has(file))) {
    problems.push(`${path} describes nothing the migrations leave: run \`pnpm db:schema\`, which removes it`);
  }
  return problems;
}
