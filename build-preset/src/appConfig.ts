import type { AppConfig } from 'shared-data';
import { REMOTE_NAMES, type PortSet } from './ports';

/** `/app-config.json` (ARCHITECTURE.md, Composition): the one type is shared-data's, which reads it in the browser. */
export type AppConfigFile = AppConfig;

export function buildAppConfig(ports: PortSet, anonKey: string, host = 'localhost'): AppConfigFile {
  const backend = `http://${host}:${ports.backend}`;
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://${host}:${ports.remotes[name]}/mf-manifest.json`]),
  );
  return { siteUrl: `http://${host}:${ports.shell}`, supabaseUrl: backend, supabaseAnonKey: anonKey, functionsUrl: `${backend}/functions/v1`, remotes };
}
