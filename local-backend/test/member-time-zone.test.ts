/**
 * Issue 56 item 2 (migration 20261207150000_member_zone_invitations_and_goodbye.sql): the zone a
 * member's emails give times in. The zone they chose on /account, else the one their browser last
 * reported (`report_browser_time_zone`, their own row only, a zone the server knows), else none
 * (UTC in the email). With the attacker's steps: someone else's row, a column written directly, a
 * zone the server does not know, two reports racing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let organiser: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  organiser = await signUp(backend, 'Zoe Organiser');
});

afterAll(async () => {
  await backend?.stop();
});

async function zones(userId: string): Promise<{ time_zone: string | null; browser_time_zone: string | null } | null> {
  const { data, error } = await service.from('notification_preferences').select('time_zone, browser_time_zone').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data as { time_zone: string | null; browser_time_zone: string | null } | null;
}

async function newEvent(): Promise<string> {
  const { data, error } = await organiser.client
    .from('events')
    .insert(eventPayload({ title: 'Zones dinner', date: '2030-01-15', time: '19:00', timezone: 'Asia/Singapore' }))
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** The zone the member's RSVP confirmation was queued with. */
async function confirmationZone(member: SignedInUser): Promise<string | null> {
  const eventId = await newEvent();
  const { error } = await member.client.rpc('rsvp_event', { target_event: eventId });
  if (error) throw error;
  const { data } = await service.from('outbox_messages').select('payload').eq('kind', 'rsvp_confirmation').eq('event_id', eventId).single();
  return (data as { payload: { member: { timezone: string | null } } }).payload.member.timezone;
}

describe("the browser's zone (report_browser_time_zone)", () => {
  it('writes the caller’s own row only, and the same zone again writes nothing', async () => {
    const member = await signUp(backend, 'Tomoko Tokyo');
    const bystander = await signUp(backend, 'Bea Bystander');
    expect(await zones(member.id)).toBeNull();
    expect((await member.client.rpc('report_browser_time_zone', { zone: 'Asia/Tokyo' })).error).toBeNull();
    expect(await zones(member.id)).toEqual({ time_zone: null, browser_time_zone: 'Asia/Tokyo' });
    expect(await zones(bystander.id)).toBeNull();

    const { data: before } = await service.from('notification_preferences').select('updated_at, browser_time_zone_reported_at').eq('user_id', member.id).single();
    expect((await member.client.rpc('report_browser_time_zone', { zone: 'Asia/Tokyo' })).error).toBeNull();
    const { data: after } = await service.from('notification_preferences').select('updated_at, browser_time_zone_reported_at').eq('user_id', member.id).single();
    expect(after).toEqual(before);
  });

  it('refuses a visitor, a zone the server does not know, and anything that is not a zone name', async () => {
    const member = await signUp(backend, 'Nadia Nowhere');
    const visitor = await clientFor(backend).rpc('report_browser_time_zone', { zone: 'Asia/Tokyo' });
    expect(visitor.error?.code).toBe('42501');
    for (const zone of ['Asia/Atlantis', 'Mars/Olympus_Mons', "Asia/Tokyo'; drop table public.events; --", '', 'x'.repeat(80)]) {
      const { error } = await member.client.rpc('report_browser_time_zone', { zone });
      expect(error?.code, zone).toBe('22023');
      expect(error?.message).toBe('This is not a time zone we know.');
    }
    expect(await zones(member.id)).toBeNull();
  });

  it('cannot be written any other way: not the column, not through an upsert, not on someone else’s row', async () => {
    const member = await signUp(backend, 'Mallory Member');
    const victim = await signUp(backend, 'Victor Victim');
    expect((await victim.client.rpc('report_browser_time_zone', { zone: 'Australia/Perth' })).error).toBeNull();

    const direct = await member.client.from('notification_preferences').upsert({ user_id: member.id, browser_time_zone: 'Asia/Tokyo' });
    expect(direct.error?.code).toBe('42501');
    const onVictim = await member.client.from('notification_preferences').update({ time_zone: 'Pacific/Auckland' }).eq('user_id', victim.id).select();
    expect(onVictim.data ?? []).toEqual([]);
    const asVictim = await member.client.from('notification_preferences').insert({ user_id: victim.id, time_zone: 'Pacific/Auckland' });
    expect(asVictim.error).not.toBeNull();
    expect(await zones(victim.id)).toEqual({ time_zone: null, browser_time_zone: 'Australia/Perth' });
    expect(await zones(member.id)).toBeNull();
  });

  it('two reports racing leave one row with one of them, and neither fails', async () => {
    const member = await signUp(backend, 'Rita Racing');
    const answers = await Promise.all(['Asia/Tokyo', 'Asia/Seoul', 'Asia/Tokyo', 'Asia/Seoul'].map((zone) => member.client.rpc('report_browser_time_zone', { zone })));
    expect(answers.map((answer) => answer.error)).toEqual([null, null, null, null]);
    const { data } = await service.from('notification_preferences').select('browser_time_zone').eq('user_id', member.id);
    expect(data).toHaveLength(1);
    expect(['Asia/Tokyo', 'Asia/Seoul']).toContain((data as { browser_time_zone: string }[])[0]!.browser_time_zone);
  });
});

describe('the zone a member chooses on /account', () => {
  it('must be a zone the server knows, said in words; the browser’s goes on being recorded beside it', async () => {
    const member = await signUp(backend, 'Sam Sydney');
    const unknown = await member.client.from('notification_preferences').upsert({ user_id: member.id, time_zone: 'Asia/Atlantis' });
    expect(unknown.error?.message).toBe('Please choose a time zone from the list.');
    expect((await member.client.from('notification_preferences').upsert({ user_id: member.id, time_zone: 'Australia/Sydney' })).error).toBeNull();
    expect((await member.client.rpc('report_browser_time_zone', { zone: 'Asia/Tokyo' })).error).toBeNull();
    expect(await zones(member.id)).toEqual({ time_zone: 'Australia/Sydney', browser_time_zone: 'Asia/Tokyo' });
    // Saving the preferences again keeps the reported zone (the form never sends it).
    expect((await member.client.from('notification_preferences').upsert({ user_id: member.id, reminder_1h: false, time_zone: 'Australia/Sydney' })).error).toBeNull();
    expect(await zones(member.id)).toEqual({ time_zone: 'Australia/Sydney', browser_time_zone: 'Asia/Tokyo' });
  });
});

describe('the zone the emails are written with', () => {
  it('is none while nothing is known, the reported one, then the chosen one over it', async () => {
    const member = await signUp(backend, 'Pat Payload');
    expect(await confirmationZone(member)).toBeNull();
    expect((await member.client.rpc('report_browser_time_zone', { zone: 'Asia/Tokyo' })).error).toBeNull();
    expect(await confirmationZone(member)).toBe('Asia/Tokyo');
    expect((await member.client.from('notification_preferences').upsert({ user_id: member.id, time_zone: 'Australia/Sydney' })).error).toBeNull();
    expect(await confirmationZone(member)).toBe('Australia/Sydney');
  });

  it('is the organiser’s own in a request to join, and the member’s in a change notice', async () => {
    const member = await signUp(backend, 'Cleo Change');
    expect((await member.client.rpc('report_browser_time_zone', { zone: 'Asia/Seoul' })).error).toBeNull();
    expect((await organiser.client.rpc('report_browser_time_zone', { zone: 'Australia/Adelaide' })).error).toBeNull();
    const { data: event, error } = await organiser.client
      .from('events')
      .insert(eventPayload({ title: 'Zones roundtable', date: '2030-02-15', time: '19:00', timezone: 'Asia/Singapore', requires_approval: true }))
      .select('id')
      .single();
    if (error) throw error;
    const eventId = (event as { id: string }).id;
    expect((await member.client.rpc('rsvp_event', { target_event: eventId })).error).toBeNull();
    const { data: request } = await service.from('outbox_messages').select('payload').eq('kind', 'approval_requested').eq('event_id', eventId).single();
    expect((request as { payload: { recipient: { time_zone: string } } }).payload.recipient.time_zone).toBe('Australia/Adelaide');

    expect((await organiser.client.rpc('decide_rsvps', { target_event: eventId, members: [member.id], approve: true })).error).toBeNull();
    expect((await organiser.client.from('events').update({ time: '20:00' }).eq('id', eventId)).error).toBeNull();
    const { data: notice } = await service.from('outbox_messages').select('payload').eq('kind', 'event_changed').eq('event_id', eventId).eq('recipient_user_id', member.id).single();
    expect((notice as { payload: { recipient: { time_zone: string } } }).payload.recipient.time_zone).toBe('Asia/Seoul');
  });
});
