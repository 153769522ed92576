/**
 * GoTrue's error bodies. With `X-Supabase-Api-Version: 2024-01-01` (which
 * auth-js always sends) GoTrue answers `{ code, message }` and echoes the
 * header; without it (e.g. a browser navigating to /authorize) it answers the
 * legacy `{ code: <status>, error_code, msg }`.
 */
import type { Context } from 'hono';
import { AUTH } from '../settings';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
    /** Sent as Retry-After (seconds) on 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  missingCredentials: () =>
    new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password.'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  signUpDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  emailSignUpDisabled: () => new AuthError(422, 'email_provider_disabled', 'Email signups are disabled'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  emailInvalid: () =>
    new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format'),
  weakPassword: (message: string, reasons: string[]) => new AuthError(422, 'weak_password', message, reasons),
  currentPasswordRequired: () =>
    new AuthError(400, 'current_password_required', 'Current password required when setting new password.'),
  currentPasswordMismatch: () =>
    new AuthError(400, 'current_password_mismatch', 'Current password does not match.'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  phoneDisabled: (what: 'logins' | 'signups') =>
    new AuthError(what === 'logins' ? 422 : 400, 'phone_provider_disabled', `Phone ${what} are disabled`),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenRequired: () => new AuthError(400, 'validation_failed', 'refresh_token required'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  unsupportedGrant: () => new AuthError(400, 'validation_failed', 'unsupported_grant_type'),
  providerDisabled: () => new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  providerUnknown: (provider: string) =>
    new AuthError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  /** GoTrue's anonymous sign-in (a sign-up without an email or a phone), off in config.toml (`enable_anonymous_sign_ins`). */
  anonymousDisabled: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  /**
   * A GoTrue feature this local backend does not implement (the project's config.toml uses none of
   * them): answered as an error GoTrue's clients show, never as a success, and saying so.
   */
  notSupportedLocally: (feature: string) => new AuthError(400, 'validation_failed', `${feature} is not supported by the local backend`),
  unexpected: (message = 'Internal Server Error') => new AuthError(500, 'unexpected_failure', message),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', undefined, retryAfterSeconds),
  /**
   * An address past its hour's sign-up emails (rateLimits.ts): GoTrue's code for a per-address
   * limit, which supabase-js and the site read, with words that say which limit and for how long.
   */
  tooManySignUps: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
    return new AuthError(429, 'over_request_rate_limit', `Too many sign-ups from this address in the last hour. Please try again in ${wait}.`, undefined, retryAfterSeconds);
  },
};

function usesVersionedErrors(c: Context): boolean {
  const requested = c.req.header('x-supabase-api-version');
  return requested !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= AUTH.apiVersion;
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  const weak = error.weakPasswordReasons ? { weak_password: { reasons: error.weakPasswordReasons } } : {};
  if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  if (usesVersionedErrors(c)) {
    c.header('X-Supabase-Api-Version', AUTH.apiVersion);
    return c.json({ code: error.code, message: error.message, ...weak }, error.status as 400);
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...weak }, error.status as 400);
}
