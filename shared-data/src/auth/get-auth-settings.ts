import { getAppConfig } from '../config/appConfig';

export interface AuthSettings {
  /** Third-party identity providers and whether each is enabled, as GoTrue's /settings reports. */
  external: Record<string, boolean>;
  disableSignup: boolean;
}

/** GET {supabaseUrl}/auth/v1/settings: which sign-in methods the backend offers. */
export async function getAuthSettings(): Promise<AuthSettings> {
  const { supabaseUrl, supabaseAnonKey } = getAppConfig();
  const response = await fetch(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: supabaseAnonKey } });
  if (!response.ok) throw new Error(`Could not read sign-in settings (HTTP ${response.status})`);
  const body = (await response.json()) as { external?: Record<string, boolean>; disable_signup?: boolean };
  return { external: body.external ?? {}, disableSignup: body.disable_signup === true };
}
