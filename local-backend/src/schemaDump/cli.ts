/**
 * `pnpm db:schema`: writes supabase/schema.sql (dumpSchema.ts) and supabase/schema/, one file per
 * table, function and type (schemaObjectFiles.ts), from a PostgreSQL 15 database that ran every
 * migration (migratedDatabase.ts); files of objects that are gone are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SUPABASE_DIR } from '../paths';
import { dumpSchema } from './dumpSchema';
import { schemaFiles, SCHEMA_OBJECTS_DIR } from './generateDatabaseFiles';
import { withMigratedDatabase } from './migratedDatabase';

const files = schemaFiles(await withMigratedDatabase(SUPABASE_DIR, (project) => dumpSchema(project.superuserUrl)));
fs.rmSync(path.join(REPO_ROOT, SCHEMA_OBJECTS_DIR), { recursive: true, force: true });
for (const file of files) {
  fs.mkdirSync(path.dirname(path.join(REPO_ROOT, file.path)), { recursive: true });
  fs.writeFileSync(path.join(REPO_ROOT, file.path), file.text);
}
console.log(`Wrote supabase/schema.sql and ${files.length - 1} files in ${SCHEMA_OBJECTS_DIR}/`);
