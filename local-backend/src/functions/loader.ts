/**
 * Finds and imports `supabase/functions/<name>/handler.ts`, the same module the
 * Deno entry (`index.ts`) serves on hosted Supabase.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS } from '../settings';

export type FunctionHandler = (request: Request) => Promise<Response>;

export class FunctionLoader {
  constructor(private readonly dir: string = FUNCTIONS.dir) {}

  /** undefined when the name is invalid or no such function exists. */
  resolve(name: string): string | undefined {
    if (!FUNCTIONS.namePattern.test(name)) return undefined;
    const file = path.join(this.dir, name, 'handler.ts');
    return fs.existsSync(file) ? file : undefined;
  }

  async load(file: string): Promise<FunctionHandler> {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (typeof module.default !== 'function') {
      throw new Error(`${file} has no default export handler(req: Request): Promise<Response>`);
    }
    return module.default as FunctionHandler;
  }
}
