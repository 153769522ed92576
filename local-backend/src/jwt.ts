/**
 * JWT helpers shared by every API: HS256 like the Supabase CLI's local stack.
 */
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { API_KEY_CLAIMS, API_ROLES, DEFAULTS, type ApiRole } from './settings';

export type JwtClaims = JWTPayload & {
  role?: string;
  email?: string;
  session_id?: string;
  [claim: string]: unknown;
};

export type VerifyResult =
  | { ok: true; claims: JwtClaims; role: ApiRole }
  | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

/**
 * The anon and service-role API keys for a JWT secret. Fixed issue/expiry claims make them
 * deterministic, so scripts can write them into app-config.json without starting the backend.
 */
export async function localApiKeys(jwtSecret: string = DEFAULTS.jwtSecret): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const key = new TextEncoder().encode(jwtSecret);
  const sign = (role: 'anon' | 'service_role') =>
    new SignJWT({ role, iss: API_KEY_CLAIMS.iss })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(API_KEY_CLAIMS.iat)
      .setExpirationTime(API_KEY_CLAIMS.exp)
      .sign(key);
  const [anonKey, serviceRoleKey] = await Promise.all([sign('anon'), sign('service_role')]);
  return { anonKey, serviceRoleKey };
}

export class JwtService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** Verifies signature and expiry, and that `role` is one of the API roles. */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const role = typeof payload.role === 'string' ? payload.role : '';
      if (!(API_ROLES as readonly string[]).includes(role)) {
        return { ok: false, reason: 'role', message: `role "${role}" is not allowed` };
      }
      return { ok: true, claims: payload as JwtClaims, role: role as ApiRole };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        return { ok: false, reason: 'expired', message: 'token has invalid claims: token is expired' };
      }
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
        return { ok: false, reason: 'invalid', message: 'token signature is invalid: signature is invalid' };
      }
      return { ok: false, reason: 'invalid', message: 'token is malformed: could not parse the token' };
    }
  }
}

/** `Authorization: Bearer <jwt>` → `<jwt>`; undefined when absent or not a bearer token. */
export function bearerToken(authorization: string | undefined | null): string | undefined {
  if (!authorization) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1];
}
