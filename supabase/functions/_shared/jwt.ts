/**
 * Reads the claims of the caller's JWT without verifying it. Only for use after
 * the platform has verified the signature (hosted Supabase and the local backend
 * both do so before a function runs, unless verify_jwt is turned off).
 */
export interface CallerClaims {
  role?: string;
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

export function callerClaims(request: Request): CallerClaims | undefined {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  const payload = match?.[1]?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as CallerClaims) : undefined;
  } catch {
    return undefined;
  }
}
