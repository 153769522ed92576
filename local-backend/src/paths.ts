/**
 * The workspace's folders, defined once here: for this package (settings.ts re-exports them) and
 * for tools in other packages, which import `local-backend/paths` without loading anything else.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The monorepo root (this file lives in `<root>/local-backend/src`). */
export const REPO_ROOT = path.resolve(here, '..', '..');
/** The Supabase CLI project folder: migrations, seed.sql, functions, config.toml. */
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
