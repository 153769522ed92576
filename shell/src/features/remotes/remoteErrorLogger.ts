import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: logs which remote failed and at which step. The error is rethrown so the
 * remote's area shows its unavailable panel; nothing is swallowed.
 */
export function remoteErrorLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-error-logger',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module "${id}" failed to load (${lifecycle}).`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
