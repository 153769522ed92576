/**
 * Issue 36 item 2: what each role may do, decided by the database. One matrix: every table and
 * function the admin area uses, as a visitor (anon key), a member, an organiser and an admin,
 * through supabase-js as the site calls them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, http, signInAdmin, signUp, type SignedInUser, startTestBackend, subscribeConfirmed } from './helpers';

let backend: Backend;
let admin: SignedInUser;
let organiser: SignedInUser;
let member: SignedInUser;
let creator: SignedInUser;
let visitor: SupabaseClient;

/** An event (and a series) created by `creator`, a plain member, for the others to try to manage. */
async function creatorsEvent(title = 'Creator event'): Promise<string> {
  const { data, error } = await creator.client.from('events').insert({ ...eventPayload({ title }), created_by: creator.id }).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function creatorsSeries(): Promise<string> {
  const { data, error } = await creator.client.rpc('create_event_series', { event: eventPayload({ title: 'Weekly' }), rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2' });
  if (error) throw error;
  return data as string;
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.exclusive((pg) => pg.query<T>(text, params))).rows;
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  organiser = await signUp(backend, 'Olive Organiser');
  member = await signUp(backend, 'Mel Member');
  creator = await signUp(backend, 'Cory Creator');
  visitor = clientFor(backend);
  const promoted = await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser' });
  if (promoted.error) throw promoted.error;
  await subscribeConfirmed(backend, `roles-sub-${Date.now()}@example.com`);
});

afterAll(async () => {
  await backend?.stop();
});

describe('is_staff() and is_admin()', () => {
  it('answer per role', async () => {
    const ask = async (client: SupabaseClient, fn: 'is_staff' | 'is_admin') => (await client.rpc(fn)).data as boolean;
    expect([await ask(visitor, 'is_staff'), await ask(member.client, 'is_staff'), await ask(organiser.client, 'is_staff'), await ask(admin.client, 'is_staff')]).toEqual([false, false, true, true]);
    expect([await ask(visitor, 'is_admin'), await ask(member.client, 'is_admin'), await ask(organiser.client, 'is_admin'), await ask(admin.client, 'is_admin')]).toEqual([false, false, false, true]);
  });
});

describe('events', () => {
  it('a member changes and deletes only their own; an organiser and an admin any', async () => {
    const id = await creatorsEvent();
    const asMember = await member.client.from('events').update({ title: 'Hijacked' }).eq('id', id).select('id');
    expect(asMember.data).toEqual([]);
    const asVisitor = await visitor.from('events').update({ title: 'Hijacked' }).eq('id', id).select('id');
    // anon keeps the column grants (PostgREST's schema), and no policy lets it change a row.
    expect(asVisitor.data ?? []).toEqual([]);
    const asOrganiser = await organiser.client.from('events').update({ title: 'Renamed by the organiser' }).eq('id', id).select('title');
    expect(asOrganiser.data).toEqual([{ title: 'Renamed by the organiser' }]);
    const asAdmin = await admin.client.from('events').update({ title: 'Renamed by the admin' }).eq('id', id).select('title');
    expect(asAdmin.data).toEqual([{ title: 'Renamed by the admin' }]);

    expect((await member.client.from('events').delete().eq('id', id).select('id')).data).toEqual([]);
    expect((await organiser.client.from('events').delete().eq('id', id).select('id')).data).toEqual([{ id }]);
    const other = await creatorsEvent();
    expect((await admin.client.from('events').delete().eq('id', other).select('id')).data).toEqual([{ id: other }]);
  });

  it('an organiser cannot hand an event to someone else (created_by is not theirs to write)', async () => {
    const id = await creatorsEvent();
    const moved = await organiser.client.from('events').update({ created_by: organiser.id } as never).eq('id', id);
    expect(moved.error?.code).toBe('42501');
  });
});

describe('event_series', () => {
  it('a member deletes only their own series; an organiser any', async () => {
    const seriesId = await creatorsSeries();
    expect((await member.client.from('event_series').delete().eq('id', seriesId).select('id')).data).toEqual([]);
    expect((await organiser.client.from('event_series').delete().eq('id', seriesId).select('id')).data).toEqual([{ id: seriesId }]);
    expect(await sql('select 1 from public.events where series_id = $1', [seriesId])).toEqual([]);
  });
});

describe('attendee lists', () => {
  it('event_rsvps: a member reads their own, staff every row, a visitor nothing', async () => {
    const id = await creatorsEvent('Attended');
    expect((await member.client.rpc('rsvp_event', { target_event: id })).error).toBeNull();
    expect((await admin.client.rpc('rsvp_event', { target_event: id })).error).toBeNull();
    const mine = await member.client.from('event_rsvps').select('user_id').eq('event_id', id);
    expect(mine.data).toEqual([{ user_id: member.id }]);
    const asOrganiser = await organiser.client.from('event_rsvps').select('user_id').eq('event_id', id);
    expect(asOrganiser.data?.map((r) => r.user_id).sort()).toEqual([member.id, admin.id].sort());
    const asAdmin = await admin.client.from('event_rsvps').select('user_id').eq('event_id', id);
    expect(asAdmin.data).toHaveLength(2);
    expect((await visitor.from('event_rsvps').select('user_id').eq('event_id', id)).error?.code).toBe('42501');
  });

  it('event_attendees(): refused to a visitor and a member who did not create the event; staff and the creator read it', async () => {
    const id = await creatorsEvent('Listed');
    expect((await member.client.rpc('rsvp_event', { target_event: id })).error).toBeNull();
    expect((await visitor.rpc('event_attendees', { target_event: id })).status).toBe(401);
    const asMember = await member.client.rpc('event_attendees', { target_event: id });
    expect(asMember.error?.code).toBe('42501');
    for (const client of [creator.client, organiser.client, admin.client]) {
      const { data, error } = await client.rpc('event_attendees', { target_event: id });
      expect(error).toBeNull();
      expect((data as { email: string }[]).map((row) => row.email)).toEqual([member.email]);
    }
  });
});

describe('profiles', () => {
  it('a member reads their own; an organiser also the creators of events, never the members list; an admin all', async () => {
    await creatorsEvent('For the creator column');
    const ids = async (client: SupabaseClient) => ((await client.from('profiles').select('user_id')).data ?? []).map((r) => r.user_id as string);
    expect(await ids(member.client)).toEqual([member.id]);
    const seenByOrganiser = await ids(organiser.client);
    expect(seenByOrganiser).toContain(organiser.id);
    expect(seenByOrganiser).toContain(creator.id);
    expect(seenByOrganiser).not.toContain(member.id);
    const all = await sql<{ n: number }>('select count(*)::int as n from public.profiles');
    expect((await ids(admin.client)).length).toBe(all[0]!.n);
    expect((await visitor.from('profiles').select('user_id')).error?.code).toBe('42501');
  });

  it('nobody writes a role directly, whatever their role', async () => {
    for (const who of [member, organiser, admin]) {
      const direct = await who.client.from('profiles').update({ role: 'admin' }).eq('user_id', who.id);
      expect(direct.error?.code).toBe('42501');
    }
    expect((await sql<{ role: string }>('select role from public.profiles where user_id = $1', [organiser.id]))[0]!.role).toBe('organiser');
  });
});

describe('admin-only data: subscribers, the image generator, the dashboard, invitations', () => {
  it('an organiser reads no subscriber, pending sign-up or generated image; an admin does', async () => {
    await sql(`insert into public.generated_images (page_key, prompt, image_url, width, height, output_format, model)
               values ('events', 'a harbour', 'https://example.com/i.png', 512, 512, 'WEBP', 'test')`);
    for (const table of ['newsletter_subscribers', 'newsletter_pending', 'generated_images'] as const) {
      expect((await organiser.client.from(table).select('*')).data, table).toEqual([]);
      expect((await member.client.from(table).select('*')).data, table).toEqual([]);
    }
    expect((await admin.client.from('newsletter_subscribers').select('*')).data?.length).toBeGreaterThan(0);
    expect((await admin.client.from('generated_images').select('*')).data?.length).toBeGreaterThan(0);
    expect((await organiser.client.rpc('latest_generated_images')).data).toEqual([]);
  });

  it('admin_dashboard_stats (members and subscribers in it) is refused to an organiser', async () => {
    const asOrganiser = await organiser.client.rpc('admin_dashboard_stats');
    expect(asOrganiser.error?.code).toBe('42501');
    expect((await admin.client.rpc('admin_dashboard_stats')).error).toBeNull();
  });

  it('the image functions answer an organiser 403', async () => {
    const status = await http(backend, '/functions/v1/status', { headers: { Authorization: `Bearer ${organiser.accessToken}` } });
    expect(status.status).toBe(403);
    const generate = await http(backend, '/functions/v1/generate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${organiser.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'a harbour at dusk', pageKey: 'home' }),
    });
    expect(generate.status).toBe(403);
  });

  it('member_invitations: read by admins only; invite_member and revoke_member_invitation refused to the others', async () => {
    const { data: invitationId, error } = await admin.client.rpc('invite_member', { email: `matrix-${Date.now()}@example.com`, role: 'organiser' });
    expect(error).toBeNull();
    expect((await admin.client.from('member_invitations').select('id')).data?.map((r) => r.id)).toContain(invitationId);
    for (const who of [member, organiser]) {
      expect((await who.client.from('member_invitations').select('id')).data).toEqual([]);
      expect((await who.client.rpc('invite_member', { email: 'someone@example.com', role: 'admin' })).error?.code).toBe('42501');
      expect((await who.client.rpc('revoke_member_invitation', { invitation: invitationId })).error?.code).toBe('42501');
      expect((await who.client.from('member_invitations').insert({ email: 'x@example.com', role: 'admin' })).error?.code).toBe('42501');
    }
    expect((await visitor.from('member_invitations').select('id')).error?.code).toBe('42501');
    expect((await visitor.rpc('invite_member', { email: 'someone@example.com', role: 'admin' })).status).toBe(401);
  });
});

describe('role changes', () => {
  it('an organiser cannot change any role, not even demote an admin or promote themselves', async () => {
    for (const [target, role] of [[admin.id, 'user'], [organiser.id, 'admin'], [member.id, 'organiser']] as const) {
      const refused = await organiser.client.rpc('set_member_role', { target_user_id: target, new_role: role });
      expect(refused.error?.code).toBe('42501');
    }
    expect((await sql<{ role: string }>('select role from public.profiles where user_id = $1', [admin.id]))[0]!.role).toBe('admin');
  });

  it('an admin makes a member an organiser and back', async () => {
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'organiser' })).error).toBeNull();
    expect((await member.client.rpc('is_staff')).data).toBe(true);
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'user' })).error).toBeNull();
    expect((await member.client.rpc('is_staff')).data).toBe(false);
  });

  it('the last admin cannot demote themselves, to organiser either, nor be demoted by any writer', async () => {
    const toOrganiser = await admin.client.rpc('set_member_role', { target_user_id: admin.id, new_role: 'organiser' });
    expect(toOrganiser.error?.message).toBe('The last administrator cannot be removed.');
    // The database rule holds for the service role and plain SQL too, not only set_member_role.
    const service = clientFor(backend, backend.serviceRoleKey);
    const direct = await service.from('profiles').update({ role: 'organiser' }).eq('user_id', admin.id);
    expect(direct.error?.message).toBe('The last administrator cannot be removed.');
    await expect(sql(`update public.profiles set role = 'user' where user_id = $1`, [admin.id])).rejects.toThrow('The last administrator cannot be removed.');
    expect((await sql<{ role: string }>('select role from public.profiles where user_id = $1', [admin.id]))[0]!.role).toBe('admin');
  });
});
