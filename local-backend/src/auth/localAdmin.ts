/**
 * The local admin: on a new database only, one confirmed email user whose profile is raised to `admin`, so
 * that a fresh checkout can sign in to the admin area at once (LOCAL_ADMIN_EMAIL /
 * LOCAL_ADMIN_PASSWORD, README). A hosted project has no such user; staff promote real accounts.
 */
import type { PgTransaction as Transaction } from '../db/connection/databaseThread';
import { createEmailUser, hashPassword } from './users';

export interface LocalAdmin {
  email: string;
  password: string;
}

/** Creates the local admin inside the caller's transaction (the one that seeds a new database). */
export async function createLocalAdmin(tx: Transaction, admin: LocalAdmin, bcryptCost?: number): Promise<void> {
  const passwordHash = await hashPassword(admin.password, bcryptCost);
  const user = await createEmailUser(tx, { email: admin.email, passwordHash, data: { full_name: 'Local Admin' }, confirmed: true });
  // The sign-up trigger created the profile with role 'user'; only the owner can raise it.
  await tx.query(`update public.profiles set role = 'admin' where user_id = $1`, [user.id]);
}
