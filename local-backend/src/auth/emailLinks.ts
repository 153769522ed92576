/**
 * The one-time tokens of emailed links (confirmation, password reset, sign-in link), kept as GoTrue
 * keeps them in `auth.users` (`confirmation_token` / `recovery_token` with their `*_sent_at`), except
 * that only a SHA-256 of the token is stored: the database never holds a working link. A token
 * works once (it is cleared when used, and a new email replaces it) and for `[auth.email]
 * otp_expiry` seconds after it was sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../db/connection/database';

/** `confirmation` for sign-up links; `recovery` for password-reset and sign-in links, as GoTrue. */
export type TokenColumn = 'confirmation' | 'recovery';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for `userId`, replacing any earlier one of that column; answers the token for the link. */
export async function issueEmailToken(tx: Transaction, userId: string, column: TokenColumn): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await tx.query(`update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`, [userId, hash(token)]);
  return token;
}

export type ConsumedToken = { ok: true; userId: string } | { ok: false };

/** The user whose unexpired token this is, the token then cleared; `ok: false` for anything else. */
export async function consumeEmailToken(tx: Transaction, token: string, column: TokenColumn, maxAgeSeconds: number): Promise<ConsumedToken> {
  if (!/^[0-9a-f]{64}$/.test(token)) return { ok: false };
  const found = (
    await tx.query<{ id: string; fresh: boolean }>(
      `update auth.users set ${column}_token = '', updated_at = now()
        where ${column}_token = $1 and deleted_at is null
        returning id::text, (${column}_sent_at > now() - make_interval(secs => $2)) as fresh`,
      [hash(token), maxAgeSeconds],
    )
  ).rows[0];
  return found?.fresh ? { ok: true, userId: found.id } : { ok: false };
}
