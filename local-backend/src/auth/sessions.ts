/**
 * Sessions and rotating refresh tokens (`auth.sessions`, `auth.refresh_tokens`)
 * with GoTrue's semantics: every refresh revokes the presented token and issues
 * a child; presenting a revoked token again within the reuse interval returns
 * the current child, after it the whole session is revoked.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from '../db/connection/database';
import { type AuthError, authErrors } from './errors';

export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newRefreshToken(): string {
  const bytes = randomBytes(16);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

export async function createSession(tx: Transaction, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = (
    await tx.query<{ id: string }>(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
       values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id::text`,
      [userId],
    )
  ).rows[0]?.id as string;
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  return { sessionId, refreshToken };
}

async function insertRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export type Rotation =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  /** The revocation must be committed, so the error is returned rather than thrown. */
  | { ok: false; error: AuthError };

/**
 * Swaps a refresh token for its successor. A token already swapped may be presented again for
 * `reuseSeconds` (`[auth] refresh_token_reuse_interval`) and answers the same successor.
 */
export async function rotateRefreshToken(tx: Transaction, presented: string, reuseSeconds: number): Promise<Rotation> {
  const current = (
    await tx.query<RefreshTokenRow>(
      `select id, token, user_id, revoked, updated_at, session_id::text as session_id
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    )
  ).rows[0];
  if (!current || !current.session_id) throw authErrors.refreshTokenNotFound();

  if (current.revoked) {
    const child = (
      await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1`,
        [current.token],
      )
    ).rows[0];
    const age = Date.now() - new Date(current.updated_at).getTime();
    if (child && age <= reuseSeconds * 1000) {
      return { ok: true, userId: current.user_id, sessionId: current.session_id, refreshToken: child.token };
    }
    // Reuse outside the grace period: treat as theft, revoke the whole family.
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [
      current.session_id,
    ]);
    return { ok: false, error: authErrors.refreshTokenUsed() };
  }

  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [current.id]);
  await tx.query(`update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1`, [
    current.session_id,
  ]);
  const refreshToken = await insertRefreshToken(tx, current.user_id, current.session_id, current.token);
  return { ok: true, userId: current.user_id, sessionId: current.session_id, refreshToken };
}

export async function sessionExists(tx: Transaction, sessionId: string): Promise<boolean> {
  const result = await tx.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return result.rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(tx: Transaction, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === 'local') {
    await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}
