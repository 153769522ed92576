/**
 * `auth.users` / `auth.identities` as GoTrue stores them, and the user JSON
 * GoTrue returns. Plain functions over a transaction; no HTTP here.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/connection/database';
import bcrypt from 'bcryptjs';
import { AUTH } from '../settings';

const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
  /** When the last confirmation / reset or sign-in / email change link was sent (GoTrue's `max_frequency` counts from these). */
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change_sent_at: Date | null;
  /** The address of a pending email change ('' or null when none): not the account's until confirmed. */
  email_change: string | null;
  /** When GoTrue's invite was last sent to this account (null for an account that was never invited). */
  invited_at: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export type Metadata = Record<string, unknown>;

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, is_anonymous, confirmation_sent_at, recovery_sent_at, email_change_sent_at, email_change, invited_at`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function hashPassword(password: string, cost: number = AUTH.bcryptCost): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [normalizeEmail(email)],
  );
  return result.rows[0];
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return result.rows[0];
}

/** The metadata GoTrue stores for an email user with id `id` (`confirmed`: the address is verified). */
function emailUserMetadata(id: string, email: string, data: Metadata, confirmed: boolean) {
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false };
  return {
    identityData,
    // GoTrue merges the identity claims into user_metadata once the email is confirmed.
    userMetadata: { ...data, ...identityData },
    appMetadata: { provider: 'email', providers: ['email'] },
  };
}

/**
 * Inserts an email user and its identity: confirmed (the local admin, GoTrue's autoconfirm, the
 * admin API's `email_confirm`) or waiting for the link of its confirmation email. The
 * `on_auth_user_created` trigger of the migrations then creates the profile.
 */
export async function createEmailUser(
  tx: Transaction,
  params: { email: string; passwordHash: string | null; data: Metadata; confirmed: boolean; appData?: Metadata },
): Promise<UserRow> {
  const email = normalizeEmail(params.email);
  const id = (await tx.query<{ id: string }>('select gen_random_uuid()::text as id')).rows[0]?.id as string;
  const { identityData, userMetadata, appMetadata: providerMetadata } = emailUserMetadata(id, email, params.data, params.confirmed);
  // The admin API's `app_metadata` goes over the provider's keys, as GoTrue merges it.
  const appMetadata = { ...providerMetadata, ...(params.appData ?? {}) };
  const inserted = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
                             is_sso_user, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, case when $9 then now() end, $7, $8, false, now(), now(), false, false)
     returning ${USER_COLUMNS}`,
    [INSTANCE_ID, id, AUTH.audience, AUTH.defaultRole, email, params.passwordHash ?? '',
      JSON.stringify(appMetadata), JSON.stringify(userMetadata), params.confirmed],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return inserted.rows[0] as UserRow;
}

/**
 * What sign-up answers for an address that already has an account, as GoTrue's `sanitizeUser`
 * does with confirmations on: a user that is not stored anywhere, with a fresh random id, the
 * submitted email and metadata, timestamps of now and the default role and audience. It is shaped
 * as a new, unconfirmed user with its email identity (hosted GoTrue answers `identities: []` here,
 * which tells the two apart; this backend does not).
 */
export function unstoredEmailUserJson(email: string, data: Metadata): Record<string, unknown> {
  const id = randomUUID();
  const now = new Date();
  const { identityData, userMetadata, appMetadata } = emailUserMetadata(id, normalizeEmail(email), data, false);
  const user: UserRow = {
    id,
    aud: AUTH.audience,
    role: AUTH.defaultRole,
    email: normalizeEmail(email),
    phone: null,
    encrypted_password: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: appMetadata,
    raw_user_meta_data: userMetadata,
    created_at: now,
    updated_at: now,
    banned_until: null,
    is_anonymous: false,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    email_change_sent_at: null,
    email_change: null,
    invited_at: null,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data: identityData,
    provider: 'email',
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    email: user.email,
  };
  return userJsonFrom(user, [identity]);
}

export async function touchLastSignIn(tx: Transaction, userId: string): Promise<UserRow> {
  const result = await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
  return result.rows[0] as UserRow;
}

/**
 * The password and metadata a signed-in user changes. The address is not here: it changes only
 * once its change is confirmed by email (`applyEmailChange`).
 */
export async function updateUser(
  tx: Transaction,
  userId: string,
  changes: { passwordHash?: string; userMetadata?: Metadata },
): Promise<UserRow> {
  const result = await tx.query<UserRow>(
    `update auth.users
        set encrypted_password = coalesce($2, encrypted_password),
            raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
            updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [userId, changes.passwordHash ?? null, changes.userMetadata ? JSON.stringify(changes.userMetadata) : null],
  );
  return result.rows[0] as UserRow;
}

/**
 * A confirmed email change (GoTrue's `ConfirmEmailChange`): the pending address becomes the
 * account's, confirmed, in its email identity too; the change's links are cleared.
 */
export async function applyEmailChange(tx: Transaction, userId: string, newEmail: string): Promise<UserRow> {
  const result = await tx.query<UserRow>(
    `update auth.users
        set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
            email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = case when raw_user_meta_data ? 'email'
                                      then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end,
            updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [userId, newEmail],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  );
  return result.rows[0] as UserRow;
}

/**
 * Forgets an account's password (the account then signs in by emailed link, and may set a new
 * password without giving a current one). Used where the stored password was set by someone who
 * never proved they own the address (SignUpFlow.signUp, EmailLinkFlow.verify).
 */
export async function clearPassword(tx: Transaction, userId: string): Promise<void> {
  await tx.query(`update auth.users set encrypted_password = '', updated_at = now() where id = $1`, [userId]);
}

/**
 * An unconfirmed account that an invitation takes over: nothing whoever made it set survives (the
 * password, the metadata, back to GoTrue's identity claims and the invitation's `data`, and its
 * sessions). GoTrue's invite keeps such an account as it is; the database's `invite_member()` does
 * the same reset for a hosted project (migration 20261130100000_invitation_is_an_invitation.sql)
 * and writes the same `data` (20261207150000).
 */
export async function resetForInvitation(tx: Transaction, user: UserRow, data: Record<string, unknown> = {}): Promise<UserRow> {
  if (user.email_confirmed_at) return user;
  const result = await tx.query<UserRow>(
    `update auth.users
        set encrypted_password = '',
            raw_user_meta_data = jsonb_build_object('sub', id::text, 'email', email, 'email_verified', false, 'phone_verified', false) || $2::jsonb,
            updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [user.id, JSON.stringify(data)],
  );
  await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  return result.rows[0] as UserRow;
}

function iso(value: Date | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

/** The user object exactly as GoTrue serialises `models.User`. */
export async function userJson(tx: Transaction, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (
    await tx.query<IdentityRow>(
      `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
         from auth.identities where user_id = $1 order by created_at`,
      [user.id],
    )
  ).rows;
  return userJsonFrom(user, identities);
}

function userJsonFrom(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    // GoTrue's `new_email` / `email_change_sent_at`, present while an email change waits for its links.
    ...(user.email_change ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) } : {}),
  };
}

/** GoTrue's password strength check as config.toml sets it (length only: `minimum_password_length`). */
export function passwordWeakness(password: string, minLength: number): { message: string; reasons: string[] } | undefined {
  if (password.length < minLength) {
    return {
      message: `Password should be at least ${minLength} characters.`,
      reasons: ['length'],
    };
  }
  return undefined;
}

/**
 * Marks the address confirmed (a confirmation, sign-in or reset link was followed), as GoTrue does,
 * with `email_verified` in the identity and the user's metadata.
 */
export async function confirmEmail(tx: Transaction, userId: string): Promise<UserRow> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
  // The confirmation token is cleared in the statement that confirms, as GoTrue's Confirm does: the
  // database sees which link confirmed the address (an invitation's role goes only with its own).
  const result = await tx.query<UserRow>(
    `update auth.users
        set confirmation_token = case when email_confirmed_at is null then '' else confirmation_token end,
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [userId],
  );
  return result.rows[0] as UserRow;
}
