import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has
 * every function compiled eagerly, on a background thread while the file streams in, instead of
 * lazily on the main thread when first called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The shell's entry is the federation runtime, and it runs at once and nearly whole: at start it
 * builds the federation instance and registers every shared module, and in the next task asks for
 * the app's chunks and negotiates their shared modules. Compiled lazily, that compiling was about a
 * third of the entry's evaluation task, the longest task of most loads (issue 34 item 7; measured in
 * docs/performance.md). Only the entry is marked: the hint costs memory and background work for
 * every function of a file, and most of a library chunk (React DOM, supabase-js) does not run at
 * load; marking those made the next tasks longer in the same measurement.
 * Added after minification (which keeps no comment) and before the content hash is taken.
 */
export const pluginCompileHint = (): RsbuildPlugin => ({
  name: 'eo:compile-hint',
  setup(api) {
    api.processAssets({ stage: 'optimize-inline', environments: ['web'] }, ({ compilation, sources }) => {
      const entry = compilation.entrypoints.get('index');
      if (!entry) return;
      for (const file of entry.getEntrypointChunk().files) {
        if (!file.endsWith('.js')) continue;
        compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
      }
    });
  },
});
