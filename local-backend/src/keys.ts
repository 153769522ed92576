import { SignJWT } from 'jose';

/** The Supabase CLI's local default secret: for local development only, never for a hosted project. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

// Fixed issue/expiry times make the keys deterministic, so scripts can write them into
// app-config.json without starting the backend (as the Supabase CLI's demo keys are).
const ISSUED_AT = 1_700_000_000;
const EXPIRES_AT = 2_100_000_000;

async function signApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ role, iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(ISSUED_AT)
    .setExpirationTime(EXPIRES_AT)
    .sign(new TextEncoder().encode(secret));
}

/** The anon and service-role API keys for a JWT secret. */
export async function localApiKeys(jwtSecret: string = DEFAULT_JWT_SECRET): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const [anonKey, serviceRoleKey] = await Promise.all([signApiKey('anon', jwtSecret), signApiKey('service_role', jwtSecret)]);
  return { anonKey, serviceRoleKey };
}
