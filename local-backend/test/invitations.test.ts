/**
 * Issue 36 item 2: invitations. GoTrue's `POST /auth/v1/invite` (supabase-js
 * `auth.admin.inviteUserByEmail`) and its `type=invite` link, and the `invite-member` function the
 * admin area calls; with the attacker's steps: a non-admin inviting, a revoked link, a replayed
 * link, an address that already has an account, an invitee setting their own role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, emailedLink, http, latestMail, pressButton, readInbox, signInAdmin, signUp, type SignedInUser, SITE, startTestBackend } from './helpers';

let backend: Backend;
let admin: SignedInUser;
let member: SignedInUser;
let organiser: SignedInUser;
let seq = 0;

const newAddress = () => `invitee-${Date.now()}-${(seq += 1)}@example.com`;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  member = await signUp(backend, 'Plain Member');
  organiser = await signUp(backend, 'Olive Organiser');
  const promoted = await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser' });
  if (promoted.error) throw promoted.error;
});

afterAll(async () => {
  await backend?.stop();
});

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.exclusive((pg) => pg.query<T>(text, params))).rows;
}

async function callInviteMember(client: SupabaseClient, body: Record<string, unknown>): Promise<{ status: number; body: { id?: string; message?: string } }> {
  const { data, error } = await client.functions.invoke('invite-member', { method: 'POST', body });
  if (!error) return { status: 200, body: data as { id: string } };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: response ? ((await response.json()) as { message?: string }) : {} };
}

/** Where the invite email's page sends the invitee's browser when they accept (GoTrue's /verify with its token). */
async function inviteLink(email: string, newerThan = 0): Promise<string> {
  return pressButton(backend, await latestMail(backend, email, newerThan));
}

/** Follows a link as a browser does, answering where it lands (the site's address, with the fragment). */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const fragment = (landed: URL) => new URLSearchParams(landed.hash.slice(1));
const roleOf = async (email: string) => (await sql<{ role: string }>('select role from public.profiles where email = $1', [email]))[0]?.role;

describe("GoTrue's POST /auth/v1/invite", () => {
  it('service role only: creates the user unconfirmed with invited_at and emails the invite link', async () => {
    const email = newAddress();
    const service = clientFor(backend, backend.serviceRoleKey);
    const { data, error } = await service.auth.admin.inviteUserByEmail(email, { data: { full_name: 'Ivy Invitee' }, redirectTo: `${SITE}/invite` });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.invited_at).toEqual(expect.any(String));
    const link = await inviteLink(email);
    const message = await latestMail(backend, email);
    expect(emailedLink(message).type).toBe('invite');
    // Sent by the server, never with PKCE: the link's token has no `pkce_` prefix.
    expect(emailedLink(message).tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(message.subject).toBe('You are invited to EO Asia Pacific');

    // The invitee cannot sign in before following it (no password, not confirmed).
    const landed = await follow(link);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE}/invite`);
    expect(fragment(landed).get('type')).toBe('invite');
    const session = clientFor(backend, backend.anonKey, fragment(landed).get('access_token')!);
    const { data: me } = await session.auth.getUser(fragment(landed).get('access_token')!);
    expect(me.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('refuses every caller but the service role', async () => {
    for (const token of [undefined, backend.anonKey, member.accessToken, admin.accessToken]) {
      const response = await http(backend, '/auth/v1/invite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ email: newAddress() }),
      });
      expect(response.status, String(token?.slice(0, 8))).toBe(token ? 403 : 401);
    }
  });

  it('refuses an address whose account is confirmed (422 email_exists), as GoTrue does, and sends nothing', async () => {
    const before = (await readInbox(backend, member.email)).length;
    const { error } = await clientFor(backend, backend.serviceRoleKey).auth.admin.inviteUserByEmail(member.email);
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(await readInbox(backend, member.email)).toHaveLength(before);
  });
});

describe('the invitation email says who invites and as what (issue 56 item 9)', () => {
  it('names the inviting admin and the role, in the HTML and its text, for each role', async () => {
    await admin.client.from('profiles').update({ full_name: 'Local Admin' }).eq('user_id', admin.id);
    for (const [role, sentence] of [
      ['organiser', 'Local Admin invited you to join EO Asia Pacific as an organiser'],
      ['admin', 'Local Admin invited you to join EO Asia Pacific as an administrator'],
      ['user', 'Local Admin invited you to join EO Asia Pacific as a member'],
    ] as const) {
      const email = newAddress();
      expect((await callInviteMember(admin.client, { action: 'invite', email, role })).status).toBe(200);
      const mail = await latestMail(backend, email);
      expect(mail.html).toContain(sentence);
      expect(mail.text).toContain(sentence);
      expect(mail.html).not.toContain('An administrator of EO Asia Pacific invited');
    }
  });

  it("an admin's name is text in the email, never markup", async () => {
    const sneaky = await signUp(backend, 'Sneaky Admin');
    expect((await admin.client.rpc('set_member_role', { target_user_id: sneaky.id, new_role: 'admin' })).error).toBeNull();
    await sneaky.client.from('profiles').update({ full_name: '<a href="https://evil.example">Support</a>' }).eq('user_id', sneaky.id);
    const email = newAddress();
    expect((await callInviteMember(sneaky.client, { action: 'invite', email, role: 'organiser' })).status).toBe(200);
    const mail = await latestMail(backend, email);
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Support&lt;/a&gt; invited you to join EO Asia Pacific as an organiser');
    expect(mail.html).not.toContain('<a href="https://evil.example"');
  });

  it('only an admin reads what an invitation email says', async () => {
    const email = newAddress();
    const invited = await callInviteMember(admin.client, { action: 'invite', email, role: 'organiser' });
    expect((await member.client.rpc('invitation_email_data', { invitation: invited.body.id })).error?.code).toBe('42501');
    expect((await clientFor(backend).rpc('invitation_email_data', { invitation: invited.body.id })).error).not.toBeNull();
    expect((await admin.client.rpc('invitation_email_data', { invitation: invited.body.id })).data).toEqual({ invited_by: 'Local Admin', invited_role: 'organiser' });
  });
});

describe('invite-member (the admin area)', () => {
  it('an admin invites an organiser: the link lands on /invite signed in, the database applies the role, the invitee sets a password', async () => {
    const email = newAddress();
    const invited = await callInviteMember(admin.client, { action: 'invite', email, role: 'organiser' });
    expect(invited.status).toBe(200);
    const [row] = await sql<{ role: string; invited_by: string; user_id: string | null; accepted_at: Date | null }>(
      'select role, invited_by::text, user_id::text, accepted_at from public.member_invitations where id = $1',
      [invited.body.id],
    );
    expect(row).toMatchObject({ role: 'organiser', invited_by: admin.id, accepted_at: null });
    expect(row!.user_id).toEqual(expect.any(String));
    expect(await roleOf(email)).toBe('user');
    // Admins see it pending.
    const pending = await admin.client.from('member_invitations').select('email, role').is('accepted_at', null).is('revoked_at', null);
    expect(pending.data).toContainEqual({ email, role: 'organiser' });

    const landed = await follow(await inviteLink(email));
    expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE}/invite`);
    expect(await roleOf(email)).toBe('organiser');
    const [accepted] = await sql<{ accepted_at: Date | null }>('select accepted_at from public.member_invitations where id = $1', [invited.body.id]);
    expect(accepted!.accepted_at).not.toBeNull();

    // The invite session sets the first password (none to give as the current one), then signs in with it.
    const invitee = clientFor(backend);
    const set = await invitee.auth.setSession({ access_token: fragment(landed).get('access_token')!, refresh_token: fragment(landed).get('refresh_token')! });
    expect(set.error).toBeNull();
    expect((await invitee.auth.updateUser({ password: 'a-new-password-1' })).error).toBeNull();
    const signedIn = await clientFor(backend).auth.signInWithPassword({ email, password: 'a-new-password-1' });
    expect(signedIn.error).toBeNull();
    expect((await invitee.rpc('is_staff')).data).toBe(true);
    expect((await invitee.rpc('is_admin')).data).toBe(false);
  });

  it('a replayed link is refused, and gives no second session', async () => {
    const email = newAddress();
    expect((await callInviteMember(admin.client, { action: 'invite', email, role: 'organiser' })).status).toBe(200);
    const link = await inviteLink(email);
    expect(fragment(await follow(link)).get('access_token')).toBeTruthy();
    const again = fragment(await follow(link));
    expect(again.get('access_token')).toBeNull();
    expect(again.get('error_code')).toBe('otp_expired');
  });

  it('a revoked invitation: the link fails, the unconfirmed account is gone, no role is granted', async () => {
    const email = newAddress();
    const invited = await callInviteMember(admin.client, { action: 'invite', email, role: 'admin' });
    const link = await inviteLink(email);
    const revoked = await callInviteMember(admin.client, { action: 'revoke', id: invited.body.id });
    expect(revoked.status).toBe(200);
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
    const landed = fragment(await follow(link));
    expect(landed.get('access_token')).toBeNull();
    expect(landed.get('error_code')).toBe('otp_expired');
    const [row] = await sql<{ revoked_by: string; revoked_at: Date | null }>('select revoked_by::text, revoked_at from public.member_invitations where id = $1', [invited.body.id]);
    expect(row).toMatchObject({ revoked_by: admin.id, revoked_at: expect.any(Date) });
    // Revoking it again: nothing pending.
    expect((await callInviteMember(admin.client, { action: 'revoke', id: invited.body.id })).status).toBe(404);
    // The account was never anyone's: no "your account is deleted" goes to the address (issue 56 item 13).
    expect(await sql("select 1 from public.outbox_messages where kind = 'account_deleted' and recipient_email = $1", [email])).toEqual([]);
  });

  it('a revoked invitation grants nothing even if its account is confirmed some other way', async () => {
    const email = newAddress();
    const invited = await callInviteMember(admin.client, { action: 'invite', email, role: 'admin' });
    // The invitation is revoked in the database while the account stays (the function's deletion failed, say).
    await sql(`update public.member_invitations set revoked_at = now() where id = $1`, [invited.body.id]);
    expect(fragment(await follow(await inviteLink(email))).get('access_token')).toBeTruthy();
    expect(await roleOf(email)).toBe('user');
  });

  it('re-inviting a pending address renews it: one pending invitation with the new role, and only the new link works', async () => {
    const email = newAddress();
    await callInviteMember(admin.client, { action: 'invite', email, role: 'admin' });
    const first = await latestMail(backend, email);
    await callInviteMember(admin.client, { action: 'invite', email, role: 'organiser' });
    const second = await latestMail(backend, email, first.id);
    expect(await sql('select role from public.member_invitations where email = $1 and accepted_at is null and revoked_at is null', [email])).toEqual([{ role: 'organiser' }]);
    expect(fragment(await follow(pressButton(backend, first))).get('error_code')).toBe('otp_expired');
    expect(fragment(await follow(pressButton(backend, second))).get('access_token')).toBeTruthy();
    expect(await roleOf(email)).toBe('organiser');
  });

  it('an address that already has an account is refused (409) and nothing is recorded or sent', async () => {
    const before = (await readInbox(backend, member.email)).length;
    const refused = await callInviteMember(admin.client, { action: 'invite', email: member.email, role: 'organiser' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This address already has an account. Change its role in the members list.');
    expect(await sql('select 1 from public.member_invitations where email = $1', [member.email])).toEqual([]);
    expect(await readInbox(backend, member.email)).toHaveLength(before);
    expect(await roleOf(member.email)).toBe('user');
  });

  it('a member and an organiser get 403, a visitor 401; nothing is recorded or sent', async () => {
    const email = newAddress();
    expect((await callInviteMember(member.client, { action: 'invite', email, role: 'admin' })).status).toBe(403);
    expect((await callInviteMember(organiser.client, { action: 'invite', email, role: 'admin' })).status).toBe(403);
    expect((await callInviteMember(clientFor(backend), { action: 'invite', email, role: 'admin' })).status).toBe(401);
    expect(await sql('select 1 from public.member_invitations where email = $1', [email])).toEqual([]);
    expect(await readInbox(backend, email)).toEqual([]);
    const pending = await callInviteMember(admin.client, { action: 'invite', email, role: 'organiser' });
    expect((await callInviteMember(organiser.client, { action: 'revoke', id: pending.body.id })).status).toBe(403);
    expect(await sql('select 1 from public.member_invitations where id = $1 and revoked_at is null', [pending.body.id])).toHaveLength(1);
  });

  it('an invitee cannot set their own role: not through user metadata, nor the profile, nor sign-up data', async () => {
    const email = newAddress();
    await callInviteMember(admin.client, { action: 'invite', email, role: 'user' });
    const landed = fragment(await follow(await inviteLink(email)));
    const invitee = clientFor(backend);
    await invitee.auth.setSession({ access_token: landed.get('access_token')!, refresh_token: landed.get('refresh_token')! });
    const me = (await invitee.auth.getUser()).data.user!;
    expect((await invitee.auth.updateUser({ data: { role: 'admin' } })).error).toBeNull();
    expect((await invitee.from('profiles').update({ role: 'admin' }).eq('user_id', me.id)).error?.code).toBe('42501');
    expect((await invitee.rpc('set_member_role', { target_user_id: me.id, new_role: 'admin' })).error?.code).toBe('42501');
    expect((await invitee.rpc('invite_member', { email, role: 'admin' })).error?.code).toBe('42501');
    expect(await roleOf(email)).toBe('user');
    const signedUp = await signUp(backend, 'Sneaky', { role: 'admin' });
    expect(await roleOf(signedUp.email)).toBe('user');
  });
});

describe('issue 42 finding 1: an invitation is an invitation', () => {
  const signInError = async (email: string, password: string) => (await clientFor(backend).auth.signInWithPassword({ email, password })).error;
  const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it("the attacker who signed the address up first gets nothing: the invite clears their password, a resend sends the invitation again, and the newest email's link makes the invitee the admin", async () => {
    const email = newAddress();
    // 1. The attacker signs X up with their own password and a name of their choosing, and ignores the email.
    expect((await clientFor(backend).auth.signUp({ email, password: 'attacker-password-P', options: { data: { full_name: 'EO Admin Team' } } })).error).toBeNull();
    const signUpMail = await latestMail(backend, email);
    // 2. An admin invites X as an admin.
    expect((await callInviteMember(admin.client, { action: 'invite', email, role: 'admin' })).status).toBe(200);
    const [account] = await sql<{ encrypted_password: string; full_name: string | null; meta_name: string | null; invited_at: Date | null }>(
      `select u.encrypted_password, p.full_name, u.raw_user_meta_data ->> 'full_name' as meta_name, u.invited_at
         from auth.users u join public.profiles p on p.user_id = u.id where u.email = $1`,
      [email],
    );
    expect(account).toMatchObject({ encrypted_password: '', full_name: null, meta_name: null, invited_at: expect.any(Date) });
    expect((await signInError(email, 'attacker-password-P'))?.code).toBe('invalid_credentials');
    // The sign-up email's link no longer confirms anything.
    expect(fragment(await follow(pressButton(backend, signUpMail))).get('error_code')).toBe('otp_expired');
    const invitation = await latestMail(backend, email, signUpMail.id);
    expect(invitation.subject).toBe('You are invited to EO Asia Pacific');
    // The account becomes the invitation's: its email names the inviter and the role (issue 56 item 9).
    expect(invitation.text).toContain('invited you to join EO Asia Pacific as an administrator');

    // 3. The attacker asks for the sign-up email again: the invitation goes out again, never a sign-up link.
    expect((await http(backend, '/auth/v1/resend', json({ type: 'signup', email }))).status).toBe(200);
    const newest = await latestMail(backend, email, invitation.id);
    expect(newest.subject).toBe('You are invited to EO Asia Pacific');
    expect(emailedLink(newest).type).toBe('invite');
    expect(newest.text).toContain('invited you to join EO Asia Pacific as an administrator');
    // A second sign-up, a reset and a sign-in link for X: the invitation again too (newest first).
    expect((await clientFor(backend).auth.signUp({ email, password: 'attacker-password-Q' })).error).toBeNull();
    expect((await clientFor(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await clientFor(backend).auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const all = await readInbox(backend, email);
    expect(all.slice(0, 4).map((message) => message.subject)).toEqual(Array(4).fill('You are invited to EO Asia Pacific'));

    // 4. The invitee follows the newest email, as people do: it is the invitation, and they become the admin.
    const landed = fragment(await follow(pressButton(backend, all[0]!)));
    expect(landed.get('type')).toBe('invite');
    expect(await roleOf(email)).toBe('admin');
    const invitee = clientFor(backend);
    await invitee.auth.setSession({ access_token: landed.get('access_token')!, refresh_token: landed.get('refresh_token')! });
    expect((await invitee.auth.updateUser({ password: 'invitee-password-R' })).error).toBeNull();

    // 5. The attacker signs in with P: refused; neither P nor Q works, the invitee's password does.
    expect((await signInError(email, 'attacker-password-P'))?.code).toBe('invalid_credentials');
    expect((await signInError(email, 'attacker-password-Q'))?.code).toBe('invalid_credentials');
    expect(await signInError(email, 'invitee-password-R')).toBeNull();
  });

  it('a sign-up link issued before the invitation confirms nothing afterwards, and only the invitation link applies the role', async () => {
    const email = newAddress();
    await clientFor(backend).auth.signUp({ email, password: 'attacker-password-P' });
    const signUpLink = pressButton(backend, await latestMail(backend, email));
    await callInviteMember(admin.client, { action: 'invite', email, role: 'organiser' });
    expect(fragment(await follow(signUpLink)).get('error_code')).toBe('otp_expired');
    expect(await sql('select 1 from auth.users where email = $1 and email_confirmed_at is not null', [email])).toEqual([]);
    expect(await roleOf(email)).toBe('user');
  });
});

describe('issue 42 finding 1, in the database alone: what a hosted GoTrue writes', () => {
  // GoTrue's own statements on auth.users (internal/api/mail.go sendInvite / sendConfirmation /
  // sendPasswordRecovery, models/user.go Confirm), run as they run there, so a hosted project holds
  // without the local backend's help.
  const invitedAccount = async (role: string) => {
    const email = newAddress();
    await clientFor(backend).auth.signUp({ email, password: 'attacker-password-P' });
    const invited = await callInviteMember(admin.client, { action: 'invite', email, role });
    expect(invited.status).toBe(200);
    const [row] = await sql<{ id: string; confirmation_token: string }>('select id::text, confirmation_token from auth.users where email = $1', [email]);
    return { email, id: row!.id, inviteToken: row!.confirmation_token };
  };
  const gotrueError = async (statement: string, params: unknown[]) => {
    try {
      await sql(statement, params);
      return undefined;
    } catch (error) {
      return (error as { message: string }).message;
    }
  };

  it("refuses a sign-up confirmation's or a reset's token for an invited address, and keeps the invitation's", async () => {
    const { email, id, inviteToken } = await invitedAccount('admin');
    expect(await gotrueError(`update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`, [id, 'pkce_signup-token-hash'])).toMatch(/pending invitation/);
    expect(await gotrueError(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [id, 'recovery-token-hash'])).toMatch(/pending invitation/);
    expect((await sql<{ confirmation_token: string }>('select confirmation_token from auth.users where id = $1', [id]))[0]!.confirmation_token).toBe(inviteToken);
    // GoTrue sending the invitation again (invited_at with the token, one statement) is allowed and becomes the link.
    expect(await gotrueError(`update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1`, [id, 'invite-token-hash-2'])).toBeUndefined();
    expect(await sql('select confirmation_token from private.invitation_links where user_id = $1', [id])).toEqual([{ confirmation_token: 'invite-token-hash-2' }]);
    expect(await roleOf(email)).toBe('user');
  });

  it('applies the role only when the confirming statement uses up the invitation token', async () => {
    const other = await invitedAccount('admin');
    // Confirmed while holding another token (as an administrator's manual confirmation or a stale link would): no role.
    await sql(`update private.invitation_links set confirmation_token = 'an-older-invitation' where user_id = $1`, [other.id]);
    await sql(`update auth.users set confirmation_token = '', email_confirmed_at = now() where id = $1`, [other.id]);
    expect(await roleOf(other.email)).toBe('user');
    expect(await sql('select 1 from public.member_invitations where email = $1 and accepted_at is null', [other.email])).toHaveLength(1);

    const invited = await invitedAccount('organiser');
    await sql(`update auth.users set confirmation_token = '', email_confirmed_at = now() where id = $1`, [invited.id]);
    expect(await roleOf(invited.email)).toBe('organiser');
    expect(await sql('select 1 from private.invitation_links where user_id = $1', [invited.id])).toEqual([]);
  });
});
