import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getAppConfig } from '../config/appConfig';
import type { Database } from './database';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | null = null;

/**
 * The one supabase-js client of the page. shared-data is a federation singleton, so the shell
 * and every remote get this same instance (one session, one realtime socket).
 */
export function getSupabase(): AppSupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getAppConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  }
  return client;
}
