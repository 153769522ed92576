/**
 * GoTrue's admin users API (service role only): POST /admin/users (an account made by staff or
 * tests) and DELETE /admin/users/{id}.
 */
import type { AuthCore } from './authCore';
import { AuthError, authErrors } from './errors';
import { checkPasswordStrength, type Body, metadataField, stringField, validateEmail } from './requestBody';
import { createEmailUser, findUserByEmail, findUserById, hashPassword, userJson } from './users';

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
    const email = validateEmail(stringField(body, 'email'));
    const password = stringField(body, 'password');
    if (password !== '') checkPasswordStrength(password, this.core.settings.minPasswordLength);
    const data = metadataField(body, 'user_metadata') ?? {};
    const passwordHash = password === '' ? null : await hashPassword(password, this.core.bcryptCost);
    return this.core.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
      return userJson(tx, await createEmailUser(tx, { email, passwordHash, data, confirmed: body.email_confirm === true }));
    });
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
