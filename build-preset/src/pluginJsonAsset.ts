import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Emits one JSON file beside a build's assets, made when the build runs: what a part publishes
 * about itself for the deploy tooling (the shell's remote-modules.json and page-metadata.json,
 * a remote's page-metadata.json).
 */
export function pluginJsonAsset(name: string, fileName: string, produce: () => unknown): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(fileName, new sources.RawSource(`${JSON.stringify(produce(), null, 2)}\n`));
      });
    },
  };
}
