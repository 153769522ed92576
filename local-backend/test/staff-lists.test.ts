/**
 * Issue 43, items 8 to 10: the staff screens' reads, as each role, through supabase-js as the admin
 * area calls them (migration 20261130600000_staff_lists.sql): the members and newsletter lists
 * searched, filtered, sorted and paged; the audit log with the names of people and records; undoing
 * a check-in; creators' names for staff only; the archive from the start of a sending; the subject
 * the outbox worker records. Both engines.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let admin: SignedInUser;
let organiser: SignedInUser;
let member: SignedInUser;
let visitor: SupabaseClient;
let service: SupabaseClient;
// A word no other row of the run holds, so the searches below count only this file's members.
const TAG = `zq${Date.now().toString(36)}`;

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.exclusive((pg) => pg.query<T>(text, params))).rows;
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  organiser = await signUp(backend, `Olga ${TAG} Organiser`);
  member = await signUp(backend, `Mia ${TAG} Member`);
  visitor = clientFor(backend);
  service = clientFor(backend, backend.serviceRoleKey);
  expect((await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

type MemberRow = { user_id: string; email: string; full_name: string | null; role: string; created_at: string; total_count: number };

describe('list_members (admins)', () => {
  it('is refused to a visitor, a member and an organiser', async () => {
    for (const client of [visitor, member.client, organiser.client]) {
      const { error } = await client.rpc('list_members', {});
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    }
    expect((await organiser.client.rpc('list_members', {})).error).toMatchObject({ code: '42501', message: 'Only administrators can list members.' });
  });

  it('searches name or email in any case, filters by role, sorts and pages with the total', async () => {
    const extra: SignedInUser[] = [];
    for (const name of [`Zed ${TAG}`, `Amy ${TAG.toUpperCase()}`, `Bo ${TAG}`]) extra.push(await signUp(backend, name));
    const list = async (args: Record<string, unknown>) => {
      const { data, error } = await admin.client.rpc('list_members', args);
      if (error) throw error;
      return data as MemberRow[];
    };
    const all = await list({ search: TAG, sort: 'name' });
    expect(all.map((row) => row.full_name)).toEqual([`Amy ${TAG.toUpperCase()}`, `Bo ${TAG}`, `Mia ${TAG} Member`, `Olga ${TAG} Organiser`, `Zed ${TAG}`]);
    expect(all.every((row) => Number(row.total_count) === 5)).toBe(true);

    // By email: a part of one address finds that member only.
    const byEmail = await list({ search: member.email.slice(0, 12).toUpperCase() });
    expect(byEmail.map((row) => row.user_id)).toContain(member.id);

    const organisers = await list({ search: TAG, with_role: 'organiser' });
    expect(organisers.map((row) => row.user_id)).toEqual([organiser.id]);

    const newest = await list({ search: TAG, sort: 'newest', page_size: 2 });
    expect(newest.map((row) => row.full_name)).toEqual([`Bo ${TAG}`, `Amy ${TAG.toUpperCase()}`]);
    expect(Number(newest[0]!.total_count)).toBe(5);
    const secondPage = await list({ search: TAG, sort: 'newest', page_size: 2, page_offset: 2 });
    expect(secondPage.map((row) => row.full_name)).toEqual([`Zed ${TAG}`, `Mia ${TAG} Member`]);
    const oldest = await list({ search: TAG, sort: 'oldest', page_size: 1 });
    expect(oldest[0]!.user_id).toBe(organiser.id);
    expect((await list({ search: TAG, sort: 'email' })).map((row) => row.email)).toEqual([...all.map((row) => row.email)].sort());
  });

  it('takes % and _ as themselves, and refuses an unknown role or sort', async () => {
    expect(await admin.client.rpc('list_members', { search: '%' }).then((r) => r.data)).toEqual([]);
    expect(await admin.client.rpc('list_members', { search: '_' }).then((r) => r.data)).toEqual([]);
    expect((await admin.client.rpc('list_members', { with_role: 'owner' })).error).toMatchObject({ code: '22023' });
    expect((await admin.client.rpc('list_members', { sort: 'role; drop table x' })).error).toMatchObject({ code: '22023' });
  });
});

describe('list_newsletter_subscribers (admins)', () => {
  it('lists confirmed and pending addresses, searched, filtered by state, sorted, paged; never an expired one; refused to others', async () => {
    await sql(`insert into public.newsletter_subscribers (email, created_at) values ($1, now() - interval '2 days'), ($2, now() - interval '1 day')`, [`a-${TAG}@example.com`, `c-${TAG}@example.com`]);
    await sql(
      `insert into public.newsletter_pending (email, nonce_hash, requested_at) values ($1, 'x', now()), ($2, 'y', now() - interval '8 days')`,
      [`b-${TAG}@example.com`, `old-${TAG}@example.com`],
    );
    const list = async (args: Record<string, unknown>) => {
      const { data, error } = await admin.client.rpc('list_newsletter_subscribers', args);
      if (error) throw error;
      return data as { email: string; status: string; total_count: number }[];
    };
    expect((await list({ search: TAG })).map((row) => [row.email, row.status])).toEqual([
      [`b-${TAG}@example.com`, 'pending'],
      [`c-${TAG}@example.com`, 'confirmed'],
      [`a-${TAG}@example.com`, 'confirmed'],
    ]);
    expect((await list({ search: TAG, with_state: 'confirmed', sort: 'email' })).map((row) => row.email)).toEqual([`a-${TAG}@example.com`, `c-${TAG}@example.com`]);
    expect((await list({ search: TAG, with_state: 'pending' })).map((row) => row.email)).toEqual([`b-${TAG}@example.com`]);
    const page = await list({ search: TAG.toUpperCase(), sort: 'oldest', page_size: 1, page_offset: 1 });
    expect(page.map((row) => [row.email, Number(row.total_count)])).toEqual([[`c-${TAG}@example.com`, 3]]);
    for (const client of [visitor, member.client, organiser.client]) {
      expect((await client.rpc('list_newsletter_subscribers', {})).error?.code).toMatch(/^(42501|PGRST202)$/);
    }
  });
});

type AuditRow = {
  id: number;
  actor_name: string | null;
  table_name: string;
  action: string;
  record_id: string;
  about: Record<string, unknown>;
  total_count: number;
};

describe('audit_log_page (admins): people and records by name', () => {
  const page = async (args: Record<string, unknown>) => {
    const { data, error } = await admin.client.rpc('audit_log_page', args);
    if (error) throw error;
    return data as AuditRow[];
  };

  it("names the member whose role changed and the admin who changed it, and filters by that member's record", async () => {
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'organiser' })).error).toBeNull();
    const [entry] = await page({ on_table: 'public.profiles', about_record: member.id });
    expect(entry).toMatchObject({
      action: 'update',
      record_id: member.id,
      about: { member_id: member.id, member_name: `Mia ${TAG} Member`, member_email: member.email },
      total_count: 1,
    });
    expect(entry!.actor_name).not.toBeNull();
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'user' })).error).toBeNull();
    expect((await page({ about_record: member.id })).length).toBe(2);
  });

  it("names the event by its title, also once it is deleted, and a staff decision's member", async () => {
    const { data: created, error } = await organiser.client.from('events').insert({ ...eventPayload({ title: `Gala ${TAG}` }), created_by: organiser.id }).select('id').single();
    if (error) throw error;
    const id = (created as { id: string }).id;
    expect((await member.client.rpc('rsvp_event', { target_event: id })).error).toBeNull();
    expect((await organiser.client.rpc('check_in_member', { target_event: id, member: member.id })).error).toBeNull();
    const [checkIn] = await page({ on_table: 'public.event_rsvps', about_record: `${id}/${member.id}` });
    expect(checkIn!.about).toMatchObject({ event_id: id, event_title: `Gala ${TAG}`, event_exists: true, member_name: `Mia ${TAG} Member` });
    expect(checkIn!.actor_name).toBe(`Olga ${TAG} Organiser`);

    expect((await organiser.client.from('events').delete().eq('id', id)).error).toBeNull();
    const [deleted] = await page({ on_table: 'public.events', of_action: 'delete', about_record: id });
    expect(deleted!.about).toMatchObject({ event_id: id, event_title: `Gala ${TAG}`, event_exists: false });
  });

  it('names who appears in the log, with their names, and is refused to everyone but admins', async () => {
    const { data, error } = await admin.client.rpc('audit_log_people');
    expect(error).toBeNull();
    expect(data as { actor_id: string; actor_name: string | null }[]).toContainEqual(expect.objectContaining({ actor_id: organiser.id, actor_name: `Olga ${TAG} Organiser` }));
    for (const client of [visitor, member.client, organiser.client]) {
      expect((await client.rpc('audit_log_page', {})).error?.code).toMatch(/^(42501|PGRST202)$/);
      expect((await client.rpc('audit_log_people')).error?.code).toMatch(/^(42501|PGRST202)$/);
    }
  });
});

describe('undo_check_in', () => {
  it('takes a check-in back for staff and the creator; refused to the member and a visitor; false when there is none', async () => {
    const creator = await signUp(backend, 'Door Creator');
    const { data: created, error } = await creator.client.from('events').insert({ ...eventPayload({ title: 'Door' }), created_by: creator.id }).select('id').single();
    if (error) throw error;
    const id = (created as { id: string }).id;
    const guest = await signUp(backend, 'Door Guest');
    expect((await guest.client.rpc('rsvp_event', { target_event: id })).error).toBeNull();
    const checkedIn = async () => (await sql<{ at: string | null }>('select checked_in_at as at from public.event_rsvps where event_id = $1 and user_id = $2', [id, guest.id]))[0]!.at;

    for (const [who, client] of [['organiser', organiser.client], ['creator', creator.client]] as const) {
      expect((await client.rpc('check_in_member', { target_event: id, member: guest.id })).error, who).toBeNull();
      expect(await checkedIn()).not.toBeNull();
      expect((await client.rpc('undo_check_in', { target_event: id, member: guest.id })).data, who).toBe(true);
      expect(await checkedIn()).toBeNull();
    }
    expect((await organiser.client.rpc('undo_check_in', { target_event: id, member: guest.id })).data).toBe(false);

    expect((await organiser.client.rpc('check_in_member', { target_event: id, member: guest.id })).error).toBeNull();
    expect((await guest.client.rpc('undo_check_in', { target_event: id, member: guest.id })).error).toMatchObject({ code: '42501' });
    expect((await visitor.rpc('undo_check_in', { target_event: id, member: guest.id })).error?.code).toMatch(/^(42501|PGRST202)$/);
    expect(await checkedIn()).not.toBeNull();
  });
});

describe("creators' names on the events list", () => {
  it('staff read the names of the members who created events; a member only their own; a visitor nobody', async () => {
    const creator = await signUp(backend, `Cara ${TAG} Creator`);
    expect((await creator.client.from('events').insert({ ...eventPayload({ title: 'Named' }), created_by: creator.id })).error).toBeNull();
    const names = async (client: SupabaseClient) => ((await client.from('profiles').select('full_name').eq('user_id', creator.id)).data ?? []).map((p) => p.full_name);
    expect(await names(admin.client)).toEqual([`Cara ${TAG} Creator`]);
    expect(await names(organiser.client)).toEqual([`Cara ${TAG} Creator`]);
    expect(await names(member.client)).toEqual([]);
    expect(await names(visitor)).toEqual([]);
    expect(await names(creator.client)).toEqual([`Cara ${TAG} Creator`]);
  });
});

describe('the newsletter archive', () => {
  it('shows an issue to visitors from the moment its sending starts, dated by that start; never a draft', async () => {
    const { data: draft, error } = await admin.client.from('newsletter_issues').insert({ slug: '', subject: `Issue ${TAG}`, body_markdown: 'Hello' }).select('id, slug').single();
    if (error) throw error;
    const read = async () => (await visitor.from('newsletter_issues').select('slug, subject, state, send_at, sent_at').eq('slug', draft!.slug)).data ?? [];
    expect(await read()).toEqual([]);
    expect((await admin.client.rpc('send_newsletter_issue', { issue_id: draft!.id })).error).toBeNull();
    const [sending] = await read();
    expect(sending).toMatchObject({ subject: `Issue ${TAG}`, state: 'sending', sent_at: null });
    expect(sending!.send_at).not.toBeNull();
    // The counts and the author stay hidden.
    expect((await visitor.from('newsletter_issues').select('recipient_count').eq('slug', draft!.slug)).error).not.toBeNull();
  });
});

describe('the subject of an outbox email', () => {
  it('is recorded by the worker (service role) only', async () => {
    const [message] = await sql<{ id: number }>(`select id from public.outbox_messages order by id desc limit 1`);
    expect(message).toBeDefined();
    expect((await service.rpc('outbox_record_subject', { message_id: message!.id, subject: 'You are going: Gala' })).error).toBeNull();
    expect((await sql<{ subject: string }>('select subject from public.outbox_messages where id = $1', [message!.id]))[0]!.subject).toBe('You are going: Gala');
    expect((await admin.client.rpc('outbox_record_subject', { message_id: message!.id, subject: 'x' })).error).not.toBeNull();
  });
});
