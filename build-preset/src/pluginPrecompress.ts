import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import { SERVER_DIR } from './serverBuild';

/** Text assets worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside a text file worth it, and
 * removes stale copies of one that no longer is. Returns the brotli size, or null when none.
 */
export function precompressFile(file: string): number | null {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) {
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    return null;
  }
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  return brotli.length;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text asset of a build. Not in its server build
 * (`dist/ssr/`, SERVER_DIR): that is Node's, read by the prerender (the shell's from disk, a remote's
 * from its origin), never sent to a browser (the site's server refuses the shell's, deploy/src/nginx.ts),
 * and it was two thirds of the bytes: brotli at its best quality on it cost about 15 core-seconds of
 * every full build (29 November).
 */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const serverBuild = join(dir, SERVER_DIR);
  for (const file of filesUnder(dir)) {
    if (file.startsWith(`${serverBuild}/`)) continue;
    if (/\.(br|gz)$/.test(file)) continue;
    const size = statSync(file).size;
    const brotli = precompressFile(file);
    if (brotli === null) continue;
    files += 1;
    bytes += size;
    brotliBytes += brotli;
  }
  return { files, bytes, brotliBytes };
}

/**
 * Production builds ship brotli and gzip copies of their text assets, as a CDN would make them:
 * the static server (`tooling/src/serve/staticServer.ts`) sends the best one the browser accepts.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'eo:precompress',
    setup(api) {
      api.onAfterBuild(() => {
        precompressDirectory(api.context.distPath);
      });
    },
  };
}
