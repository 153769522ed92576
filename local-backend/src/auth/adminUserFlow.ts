/**
 * GoTrue's admin users API (service role only): POST /admin/users (an account made by staff or
 * tests), GET /admin/users/{id} and DELETE /admin/users/{id}.
 */
import type { AuthCore } from './authCore';
import { AuthError, authErrors } from './errors';
import { checkPasswordStrength, type Body, metadataField, stringField, validateEmail } from './requestBody';
import { createEmailUser, findUserByEmail, findUserById, hashPassword, userJson } from './users';

/** Fields of GoTrue's `POST /admin/users` the local backend does not implement. */
const UNSUPPORTED_CREATE_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['phone', 'A phone number (phone sign-in is off)'],
  ['phone_confirm', 'A phone number (phone sign-in is off)'],
  ['password_hash', 'Creating a user with a password hash'],
  ['id', 'Creating a user with a chosen id'],
  ['ban_duration', 'Banning a user'],
  ['role', 'A user role other than authenticated'],
];

export class AdminUserFlow {
  constructor(private readonly core: AuthCore) {}

  /**
   * POST /admin/users (service_role only): an account made by staff or tests, confirmed at once with
   * `email_confirm: true` (supabase-js `auth.admin.createUser`). No email is sent.
   */
  async adminCreateUser(token: string | undefined, body: Body): Promise<Record<string, unknown>> {
    if (!token) throw authErrors.noAuthorization();
    const verified = await this.core.jwt.verify(token);
    if (!verified.ok || verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    // GoTrue's fields this backend does not implement are refused, never silently dropped.
    for (const [field, what] of UNSUPPORTED_CREATE_FIELDS) {
      if (body[field] !== undefined && body[field] !== null && body[field] !== '') throw authErrors.notSupportedLocally(what);
    }
    const email = validateEmail(stringField(body, 'email'));
    const password = stringField(body, 'password');
    if (password !== '') checkPasswordStrength(password, this.core.settings.minPasswordLength);
    const data = metadataField(body, 'user_metadata') ?? {};
    const appData = metadataField(body, 'app_metadata') ?? {};
    const passwordHash = password === '' ? null : await hashPassword(password, this.core.bcryptCost);
    return this.core.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
      return userJson(tx, await createEmailUser(tx, { email, passwordHash, data, appData, confirmed: body.email_confirm === true }));
    });
  }

  /** GoTrue's `GET /admin/users/{id}` (service role only; supabase-js `auth.admin.getUserById`): the user as GoTrue serialises it. */
  async adminGetUser(token: string | undefined, userId: string): Promise<Record<string, unknown>> {
    await this.requireServiceRole(token);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    return this.core.db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return userJson(tx, user);
    });
  }

  /**
   * GoTrue's `GET /admin/users` (supabase-js `auth.admin.listUsers({ page, perPage })`): a page of
   * users, oldest first, with the total in `X-Total-Count` as GoTrue sends it.
   */
  async adminListUsers(token: string | undefined, query: { page?: string; per_page?: string }): Promise<{ body: Record<string, unknown>; total: number }> {
    await this.requireServiceRole(token);
    const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(query.per_page ?? '50', 10) || 50));
    return this.core.db.transaction(async (tx) => {
      const total = Number((await tx.query<{ count: string }>('select count(*)::text as count from auth.users where deleted_at is null')).rows[0]?.count ?? 0);
      const ids = (
        await tx.query<{ id: string }>('select id::text from auth.users where deleted_at is null order by created_at, id limit $1 offset $2', [perPage, (page - 1) * perPage])
      ).rows;
      const users = [];
      for (const { id } of ids) {
        const user = await findUserById(tx, id);
        if (user) users.push(await userJson(tx, user));
      }
      return { body: { users, aud: 'authenticated' }, total };
    });
  }

  /** GoTrue's `GET /admin/users/{id}/factors`: no account has a factor here (multi-factor enrolment is off). */
  async adminListFactors(token: string | undefined, userId: string): Promise<unknown[]> {
    await this.adminGetUser(token, userId);
    return [];
  }

  /** GoTrue's admin endpoints: a bearer token of the service role, else 401 / 403 as GoTrue answers. */
  async requireServiceRole(token: string | undefined): Promise<void> {
    if (!token) throw authErrors.noAuthorization();
    const result = await this.core.jwt.verify(token);
    if (!result.ok) throw authErrors.badJwt(result.message);
    if (result.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  /**
   * GoTrue's `DELETE /admin/users/{id}` (service role only): the user and, through the database's
   * foreign keys and triggers, what goes with it. A refusal of the database (the last
   * administrator) answers as GoTrue does, "Database error deleting user".
   */
  async adminDeleteUser(token: string | undefined, userId: string): Promise<Record<string, unknown>> {
    if (!token) throw authErrors.noAuthorization();
    const result = await this.core.jwt.verify(token);
    if (!result.ok) throw authErrors.badJwt(result.message);
    if (result.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
    return this.core.db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      const answer = await userJson(tx, user);
      try {
        await tx.query('savepoint delete_user');
        await tx.query('delete from auth.users where id = $1', [userId]);
      } catch (error) {
        await tx.query('rollback to savepoint delete_user');
        console.error('[local-backend] deleting a user failed:', error instanceof Error ? error.message : error);
        throw new AuthError(500, 'unexpected_failure', 'Database error deleting user');
      }
      return answer;
    });
  }
}
