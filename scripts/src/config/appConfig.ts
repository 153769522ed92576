import { REMOTE_NAMES, type PortSet, type RemoteName } from './ports';

/** The shape of `/app-config.json` (ARCHITECTURE.md, Composition). shared-data reads it in the browser. */
export interface AppConfigFile {
  supabaseUrl: string;
  supabaseAnonKey: string;
  functionsUrl: string;
  remotes: Record<RemoteName, string>;
}

export function buildAppConfig(ports: PortSet, anonKey: string, host = 'localhost'): AppConfigFile {
  const backend = `http://${host}:${ports.backend}`;
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://${host}:${ports.remotes[name]}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { supabaseUrl: backend, supabaseAnonKey: anonKey, functionsUrl: `${backend}/functions/v1`, remotes };
}
