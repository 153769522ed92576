/**
 * JWT helpers shared by every API: HS256 like the Supabase CLI's local stack.
 */
import { createHmac } from 'node:crypto';
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

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/**
 * Signs synchronously with node:crypto. Only for the fixed API keys, which must be
 * computable without a running backend (scripts write them into config files).
 * The output is byte-identical to jose's SignJWT with the same header and claims.
 */
function signHs256Sync(claims: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function localApiKeys(jwtSecret: string = DEFAULTS.jwtSecret): { anonKey: string; serviceRoleKey: string } {
  const claims = (role: 'anon' | 'service_role') => ({
    role,
    iss: API_KEY_CLAIMS.iss,
    iat: API_KEY_CLAIMS.iat,
    exp: API_KEY_CLAIMS.exp,
  });
  return {
    anonKey: signHs256Sync(claims('anon'), jwtSecret),
    serviceRoleKey: signHs256Sync(claims('service_role'), jwtSecret),
  };
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
