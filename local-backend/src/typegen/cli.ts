/** `pnpm db:types`: writes shared-data/src/client/database.types.ts from the migrations. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../settings';
import { generateDatabaseTypes } from './generateTypes';

export const DATABASE_TYPES_FILE = path.join(REPO_ROOT, 'shared-data', 'src', 'client', 'database.types.ts');

const text = await generateDatabaseTypes();
fs.writeFileSync(DATABASE_TYPES_FILE, text);
console.log(`Wrote ${path.relative(REPO_ROOT, DATABASE_TYPES_FILE)}`);
