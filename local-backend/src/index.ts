/**
 * Module API of the local backend (see README.md).
 *
 *   const backend = await startLocalBackend({ memory: true, port: 0 });
 *   createClient(backend.url, backend.anonKey);
 *   await backend.stop();
 */
import { type LocalBackend, type LocalBackendOptions, startLocalBackendInternal } from './server';

export type { LocalBackend, LocalBackendOptions } from './server';
export { localApiKeys } from './jwt';
export { DEFAULTS } from './settings';

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const backend = await startLocalBackendInternal(options);
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    stop: backend.stop,
  };
}
