/**
 * Every file generated from supabase/migrations, as `pnpm db:check` regenerates them to compare
 * with the committed ones: supabase/schema.sql and supabase/schema/ (`pnpm db:schema`), and the
 * database types (`pnpm db:types`), all read from one PostgreSQL 15 database that ran every
 * migration (migratedDatabase.ts).
 */
import path from 'node:path';
import { renderDatabaseTypesAt } from '../typegen/generateTypes';
import { dumpSchema } from './dumpSchema';
import { withMigratedDatabase } from './migratedDatabase';
import { SCHEMA_OBJECTS_DIR, schemaObjectFiles } from './schemaObjectFiles';

export { SCHEMA_OBJECTS_DIR };

export interface GeneratedFile {
  /** Relative to the repository, with `/`. */
  path: string;
  text: string;
  /** The command that writes it. */
  command: 'pnpm db:schema' | 'pnpm db:types';
}

/** supabase/schema.sql's text and the files of supabase/schema/ cut from it. */
export function schemaFiles(schemaSql: string): GeneratedFile[] {
  return [
    { path: 'supabase/schema.sql', text: schemaSql, command: 'pnpm db:schema' },
    ...[...schemaObjectFiles(schemaSql)].map(([file, text]) => ({ path: `${SCHEMA_OBJECTS_DIR}/${file}`, text, command: 'pnpm db:schema' as const })),
  ];
}

/** What the generating commands write for the migrations of `supabaseDir` (a repository's `supabase/`). */
export async function generateDatabaseFiles(supabaseDir: string): Promise<GeneratedFile[]> {
  return withMigratedDatabase(supabaseDir, async (project) => [
    ...schemaFiles(await dumpSchema(project.superuserUrl)),
    { path: path.posix.join('shared-data', 'src', 'client', 'database.types.ts'), text: await renderDatabaseTypesAt(project.url), command: 'pnpm db:types' },
  ]);
}
