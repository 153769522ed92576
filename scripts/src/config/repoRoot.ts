import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the workspace root. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
