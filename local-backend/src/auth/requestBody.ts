/**
 * Reading and checking the JSON bodies of GoTrue's endpoints as GoTrue does: fields of the wrong
 * type read as empty, metadata must be an object, addresses and passwords are checked with
 * GoTrue's messages.
 */
import { authErrors } from './errors';
import { type Metadata, normalizeEmail, passwordWeakness } from './users';

export type Body = Record<string, unknown>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function stringField(body: Body, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

export function metadataField(body: Body, name: string): Metadata | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authErrors.badJson(`json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field .${name} of type map[string]interface {}`);
  }
  return value as Metadata;
}

// GoTrue checks the address with a permissive RFC 5322-ish pattern; this is close enough.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw authErrors.validation('An email address is required');
  if (email.length > 255) throw authErrors.validation('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw authErrors.emailInvalid();
  return email;
}

export function checkPasswordStrength(password: string, minLength: number): void {
  // bcrypt reads at most 72 bytes: count bytes, as GoTrue's len() does, or the rest would be ignored.
  if (new TextEncoder().encode(password).length > 72) throw authErrors.validation('Password cannot be longer than 72 characters');
  const weakness = passwordWeakness(password, minLength);
  if (weakness) throw authErrors.weakPassword(weakness.message, weakness.reasons);
}

/** A PKCE code challenge sent with a request for an email (`code_challenge`, `code_challenge_method`). */
export interface CodeChallenge {
  challenge: string;
  method: string;
}

export function codeChallengeOf(body: Body): CodeChallenge | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  if (challenge === '') return undefined;
  const method = (typeof body.code_challenge_method === 'string' ? body.code_challenge_method : 's256').toLowerCase();
  if (method !== 's256' && method !== 'plain') throw authErrors.validation('code challenge method not supported');
  return { challenge, method };
}
