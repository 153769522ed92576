/**
 * The one-time tokens of emailed links (confirmation, password reset, sign-in link, email change),
 * kept as GoTrue keeps them in `auth.users` (`confirmation_token` / `recovery_token` with their
 * `*_sent_at`; `email_change_token_new` / `email_change_token_current` with `email_change_sent_at`),
 * except that only a SHA-256 of the token is stored: the database never holds a working link. A
 * token works once (it is cleared when used, and a new email replaces it) and for `[auth.email]
 * otp_expiry` seconds after it was sent.
 *
 * The hash is of the link's type and its token, so a token works only as the type it was issued
 * for (issue 55 finding 2). GoTrue keeps two types in one column (a sign-in link's and a reset's
 * in `recovery_token`, a sign-up's and an invitation's in `confirmation_token`) and finds a token
 * named as either; here a reset's token named `magiclink`, or a sign-up's named `invite`, is not
 * found. The `pkce_` prefix is hashed with it: it cannot be added to a token or taken off.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../db/connection/database';
import { LINK_TYPES, type LinkType } from './emailLinkKinds';

const hash = (token: string, type: LinkType | 'email_change') => createHash('sha256').update(`${type}:${token}`).digest('hex');
/**
 * A link's token. An email asked for with PKCE carries GoTrue's `pkce_` prefix (its
 * `addFlowPrefixToToken`), which tells the site's page that a session needs the browser that
 * asked, and tells `/verify` where GoTrue puts an error for it (the query as well as the fragment).
 */
const newToken = (pkce: boolean) => `${pkce ? 'pkce_' : ''}${randomBytes(32).toString('hex')}`;
const isTokenShaped = (token: string) => /^(pkce_)?[0-9a-f]{64}$/.test(token);

/** Whether a link's token is of an email asked for with PKCE (GoTrue's `pkce_` prefix). */
export const isPkceToken = (token: string) => token.startsWith('pkce_');

/**
 * A new token of `type` for `userId`, replacing any earlier one of its column (whichever type that
 * was); answers the token for the link. An invitation's is written with `invited_at` in the same
 * statement, as GoTrue's `sendInvite` writes it (the database remembers that token as the
 * invitation's own link).
 */
export async function issueEmailToken(tx: Transaction, userId: string, type: LinkType, { pkce = false }: { pkce?: boolean } = {}): Promise<string> {
  const { column } = LINK_TYPES[type];
  const token = newToken(pkce);
  await tx.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), ${type === 'invite' ? 'invited_at = now(), ' : ''}updated_at = now() where id = $1`,
    [userId, hash(token, type)],
  );
  return token;
}

/**
 * The user whose token of `type` this is (its row locked), and whether the token is unexpired;
 * undefined for anything else, a token of another type included. The token stays until the caller
 * uses it up: a confirmation clears it in the statement that confirms the address (`confirmEmail`),
 * as GoTrue's `Confirm` does.
 */
export async function findEmailToken(tx: Transaction, token: string, type: LinkType, maxAgeSeconds: number): Promise<{ userId: string; fresh: boolean } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const { column } = LINK_TYPES[type];
  const found = (
    await tx.query<{ id: string; fresh: boolean }>(
      `select id::text, (${column}_sent_at > now() - make_interval(secs => $2)) as fresh
         from auth.users where ${column}_token = $1 and deleted_at is null for update`,
      [hash(token, type), maxAgeSeconds],
    )
  ).rows[0];
  return found ? { userId: found.id, fresh: found.fresh === true } : undefined;
}

/** Clears a user's token of `type`'s column: its link (and that of the column's other type) stops working. */
export async function clearEmailToken(tx: Transaction, userId: string, type: LinkType): Promise<void> {
  const { column } = LINK_TYPES[type];
  await tx.query(`update auth.users set ${column}_token = '', updated_at = now() where id = $1`, [userId]);
}

/**
 * The tokens of an email change, as GoTrue's `sendEmailChange` sets them: one for the new address,
 * and (`double_confirm_changes`, GoTrue's secure email change) one for the current address.
 * `email_change` holds the new address until both are followed; a new request replaces all of it.
 */
export async function issueEmailChangeTokens(
  tx: Transaction,
  userId: string,
  newEmail: string,
  { confirmCurrent, pkce }: { confirmCurrent: boolean; pkce: boolean },
): Promise<{ tokenNew: string; tokenCurrent: string | undefined }> {
  const tokenNew = newToken(pkce);
  const tokenCurrent = confirmCurrent ? newToken(pkce) : undefined;
  await tx.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [userId, newEmail, hash(tokenNew, 'email_change'), tokenCurrent ? hash(tokenCurrent, 'email_change') : ''],
  );
  return { tokenNew, tokenCurrent };
}

export type ConsumedEmailChangeToken =
  | { ok: true; userId: string; newEmail: string; bothConfirmed: boolean }
  | { ok: false };

/**
 * Uses one link of a pending email change (either address's). `bothConfirmed`: no link of the
 * change is left to follow, so the address may now change.
 */
export async function consumeEmailChangeToken(tx: Transaction, token: string, maxAgeSeconds: number): Promise<ConsumedEmailChangeToken> {
  if (!isTokenShaped(token)) return { ok: false };
  const found = (
    await tx.query<{ id: string; fresh: boolean; email_change: string; token_new: string; token_current: string }>(
      `update auth.users
          set email_change_token_new = case when email_change_token_new = $1 then '' else email_change_token_new end,
              email_change_token_current = case when email_change_token_current = $1 then '' else email_change_token_current end,
              email_change_confirm_status = 1,
              updated_at = now()
        where (email_change_token_new = $1 or email_change_token_current = $1)
          and coalesce(email_change, '') <> '' and deleted_at is null
        returning id::text, (email_change_sent_at > now() - make_interval(secs => $2)) as fresh, email_change,
                  coalesce(email_change_token_new, '') as token_new, coalesce(email_change_token_current, '') as token_current`,
      [hash(token, 'email_change'), maxAgeSeconds],
    )
  ).rows[0];
  if (!found?.fresh) return { ok: false };
  return { ok: true, userId: found.id, newEmail: found.email_change, bothConfirmed: found.token_new === '' && found.token_current === '' };
}

/** Ends a pending email change: its links stop working. */
export async function clearEmailChange(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_change = '', email_change_token_new = '', email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
      where id = $1`,
    [userId],
  );
}
