import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import ts from 'typescript';
import { REMOTES, type RemoteName } from 'site-config';

/**
 * The TypeScript declarations of the modules a remote exposes (issue 45, item 6), emitted from the
 * registry of parts' `exposes` with TypeScript's isolated declaration emit (`transpileDeclaration`:
 * one file at a time, no type check, about 0.1 s a module, nothing fetched; chosen over
 * `@module-federation/dts-plugin`, which type-checks the whole remote, about a minute here, and
 * zips it for a dev server). What a page declares itself is kept: its props as written; a return
 * type it does not write is `any` (the shell renders what it returns, whatever it is).
 *
 * A remote's build writes its own in `@mf-types/<Module>.d.ts`; the shell's build writes every
 * remote's, as they are in the tree it is built from, in `remote-types/<remote>/<Module>.d.ts`:
 * what it was built against. Releases carry both, and the gate compares a candidate remote's with
 * the live shell's (tooling/src/release/declarations.ts).
 */
export const OWN_TYPES_DIR = '@mf-types';
export const REMOTE_TYPES_DIR = 'remote-types';

/** `<Module>.d.ts` -> text for each module `remote` exposes, read from `<repoRoot>/<package>/src/pages/`. */
export function exposedDeclarations(remote: RemoteName, repoRoot: string): Record<string, string> {
  return Object.fromEntries(
    REMOTES[remote].exposes.map((module) => {
      const fileName = join(repoRoot, REMOTES[remote].package, 'src', 'pages', `${module}.tsx`);
      const { outputText } = ts.transpileDeclaration(readFileSync(fileName, 'utf8'), {
        fileName,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      });
      return [`${module}.d.ts`, outputText];
    }),
  );
}

/** Emits declarations into the web build's output: `files()` gives path -> text. */
export function pluginDeclarations(name: string, files: () => Record<string, string>): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        for (const [path, text] of Object.entries(files())) compilation.emitAsset(path, new sources.RawSource(text));
      });
    },
  };
}
