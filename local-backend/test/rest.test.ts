import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, http, type SignedInUser, signInAdmin, signUp, startTestBackend, subscribeConfirmed, uniqueTestEmail, EVENT_COLUMNS } from './helpers';
import type { EventRow } from 'shared-data';


let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
/** A client acting with a user's access token. */
const as = (user: SignedInUser) => clientFor(backend, backend.anonKey, user.accessToken);

beforeAll(async () => {
  backend = await startTestBackend();
  anon = clientFor(backend);
  service = clientFor(backend, backend.serviceRoleKey);
  [alice, bob, admin] = await Promise.all([signUp(backend, 'Alice'), signUp(backend, 'Bob'), signInAdmin(backend)]);
});

afterAll(async () => {
  await backend?.stop();
});

async function createEvent(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<EventRow> {
  const { data, error } = await as(user).from('events').insert(eventPayload(overrides)).select(EVENT_COLUMNS).single();
  if (error) throw new Error(error.message);
  return data as EventRow;
}

async function readEvent(id: string): Promise<EventRow | null> {
  const { data } = await anon.from('events').select(EVENT_COLUMNS).eq('id', id).maybeSingle();
  return data as EventRow | null;
}

describe('events: seed and reads', () => {
  it('lists the seeded events ordered by date, all ten categories used', async () => {
    const { data, error, status } = await anon.from('events').select(EVENT_COLUMNS).order('date', { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const rows = data as EventRow[];
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    // The seed uses every value of the event_category enum.
    const { rows: categories } = await backend.db.exclusive((pg) => pg.query<{ label: string }>(`select unnest(enum_range(null::public.event_category))::text as label`));
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(categories.map((c) => c.label)));
    expect(rows.some((r) => r.image_url !== null)).toBe(true);
    expect(rows.some((r) => r.time === null)).toBe(true);
    expect(rows.some((r) => r.location === null)).toBe(true);
    const perDay = new Map<string, number>();
    for (const r of rows) perDay.set(r.date, (perDay.get(r.date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.filter((r) => r.date >= today).length).toBeGreaterThanOrEqual(6);
  });

  it('supports filters, ordering, ranges and exact counts', async () => {
    const upcoming = await anon
      .from('events')
      .select('id, title, date', { count: 'exact' })
      .gte('date', '2000-01-01')
      .lte('date', '2999-12-31')
      .order('date', { ascending: false })
      .range(0, 4);
    expect(upcoming.error).toBeNull();
    expect(upcoming.data).toHaveLength(5);
    expect(upcoming.count).toBeGreaterThanOrEqual(24);
    expect(Object.keys(upcoming.data?.[0] ?? {})).toEqual(['id', 'title', 'date']);

    const inCategories = await anon.from('events').select('category').in('category', ['AI', 'Panel']);
    expect(new Set(inCategories.data?.map((r) => r.category))).toEqual(new Set(['AI', 'Panel']));

    const noTime = await anon.from('events').select('time').is('time', null);
    expect(noTime.data?.length).toBeGreaterThan(0);
    expect(noTime.data?.every((r) => r.time === null)).toBe(true);

    const like = await anon.from('events').select('title').ilike('title', '%networking%');
    expect(like.data?.length).toBeGreaterThan(0);
    expect(like.data?.every((r) => /networking/i.test(r.title as string))).toBe(true);

    const not = await anon.from('events').select('category').neq('category', 'AI').not('category', 'is', null);
    expect(not.data?.some((r) => r.category === 'AI')).toBe(false);

    const either = await anon.from('events').select('category').or('category.eq.Summit,category.eq.Webinar');
    expect(new Set(either.data?.map((r) => r.category))).toEqual(new Set(['Summit', 'Webinar']));

    const nullsFirst = await anon.from('events').select('location').order('location', { ascending: true, nullsFirst: true }).limit(1);
    expect(nullsFirst.data?.[0]?.location).toBeNull();

    const head = await anon.from('events').select(EVENT_COLUMNS, { count: 'exact', head: true });
    expect(head.count).toBeGreaterThanOrEqual(24);
    expect(head.data).toBeNull();
  });

  it('answers single() with PGRST116 unless exactly one row matches', async () => {
    const none = await anon.from('events').select(EVENT_COLUMNS).eq('title', 'no such event').single();
    expect(none.error?.code).toBe('PGRST116');
    expect(none.status).toBe(406);
    const many = await anon.from('events').select(EVENT_COLUMNS).single();
    expect(many.error?.code).toBe('PGRST116');
    const maybe = await anon.from('events').select(EVENT_COLUMNS).eq('title', 'no such event').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe('events: writes by the creator', () => {
  it('inserts an event returning the row, with created_by from the JWT', async () => {
    const row = await createEvent(alice, { title: 'Alice launches', time: '18:30' });
    expect(row).toMatchObject({
      title: 'Alice launches',
      date: '2030-01-15',
      time: '18:30:00',
      category: 'Networking',
      created_by: alice.id,
    });
  });

  it('updates and deletes by the creator', async () => {
    const row = await createEvent(alice);
    const updated = await as(alice).from('events').update({ title: 'Renamed by Alice' }).eq('id', row.id).select(EVENT_COLUMNS).single();
    expect(updated.error).toBeNull();
    expect(updated.data?.title).toBe('Renamed by Alice');

    const deleted = await as(alice).from('events').delete().eq('id', row.id).select(EVENT_COLUMNS);
    expect(deleted.error).toBeNull();
    expect(deleted.data).toHaveLength(1);
    expect(await readEvent(row.id)).toBeNull();
  });

  it('serialises concurrent writers: every insert lands exactly once', async () => {
    const marker = `concurrent-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => as(i % 2 ? alice : bob).from('events').insert(eventPayload({ title: `${marker}-${i}` }))),
    );
    expect(results.every((r) => r.error === null && r.status === 201)).toBe(true);
    const { count } = await anon.from('events').select(EVENT_COLUMNS, { count: 'exact', head: true }).like('title', `${marker}-%`);
    expect(count).toBe(30);
  });
});

describe('events: the permission matrix', () => {
  it('anon cannot insert, update or delete', async () => {
    const row = await createEvent(alice, { title: 'Guarded' });
    const insert = await anon.from('events').insert(eventPayload());
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');

    const update = await anon.from('events').update({ title: 'Defaced' }).eq('id', row.id).select(EVENT_COLUMNS);
    expect(update.data).toEqual([]);
    const remove = await anon.from('events').delete().eq('id', row.id).select(EVENT_COLUMNS);
    expect(remove.data).toEqual([]);
    expect((await readEvent(row.id))?.title).toBe('Guarded');
  });

  it('user B cannot update or delete user A\'s event', async () => {
    const row = await createEvent(alice, { title: 'Alice only' });
    const update = await as(bob).from('events').update({ title: 'Bob was here' }).eq('id', row.id).select(EVENT_COLUMNS);
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const remove = await as(bob).from('events').delete().eq('id', row.id);
    expect(remove.error).toBeNull();
    expect((await readEvent(row.id))?.title).toBe('Alice only');
  });

  it('a user cannot insert an event on someone else\'s behalf', async () => {
    const { error, status } = await as(bob).from('events').insert(eventPayload({ created_by: alice.id }));
    expect(status).toBe(403);
    expect(error?.message).toContain('row-level security');
  });

  it('an admin can update and delete anyone\'s event', async () => {
    const row = await createEvent(alice, { title: 'Needs moderation' });
    const update = await as(admin).from('events').update({ title: 'Moderated' }).eq('id', row.id).select(EVENT_COLUMNS).single();
    expect(update.error).toBeNull();
    expect(update.data?.title).toBe('Moderated');
    expect(update.data?.created_by).toBe(alice.id);
    const remove = await as(admin).from('events').delete().eq('id', row.id).select(EVENT_COLUMNS);
    expect(remove.data).toHaveLength(1);
    expect(await readEvent(row.id)).toBeNull();
  });

  it('a user cannot make themselves admin by update or insert', async () => {
    const user = await signUp(backend, 'Eve');
    const update = await as(user).from('profiles').update({ role: 'admin' }).eq('user_id', user.id);
    expect(update.status).toBe(403);
    expect(update.error?.code).toBe('42501');

    const insert = await as(user).from('profiles').insert({ user_id: user.id, email: user.email, full_name: 'Eve', role: 'admin' });
    expect(insert.error?.code).toBe('42501');
    const upsert = await as(user)
      .from('profiles')
      .upsert({ user_id: user.id, role: 'admin' }, { onConflict: 'user_id' });
    expect(upsert.error).not.toBeNull();

    const renamed = await as(user).from('profiles').update({ full_name: 'Eve Renamed' }).eq('user_id', user.id).select('full_name, role').single();
    expect(renamed.data).toEqual({ full_name: 'Eve Renamed', role: 'user' });
    const others = await as(user).from('profiles').select('user_id');
    expect(others.data).toEqual([{ user_id: user.id }]);
  });

  it('service_role bypasses RLS and may promote a user; the admin then sees every profile', async () => {
    const user = await signUp(backend, 'Promoted');
    const promote = await service.from('profiles').update({ role: 'admin' }).eq('email', user.email).select('role').single();
    expect(promote.error).toBeNull();
    expect(promote.data?.role).toBe('admin');
    const all = await as(user).from('profiles').select('user_id');
    expect(all.data?.length).toBeGreaterThanOrEqual(3);
    const row = await createEvent(alice, { title: 'For the new admin' });
    const remove = await as(user).from('events').delete().eq('id', row.id).select(EVENT_COLUMNS);
    expect(remove.data).toHaveLength(1);
  });
});

describe('events: constraints in the database', () => {
  it('refuses a javascript: image URL, a 201-character title and an unknown category', async () => {
    for (const overrides of [
      { image_url: 'javascript:alert(1)' },
      { title: 'x'.repeat(201) },
      { title: '   ' },
      { category: 'Karaoke' },
      { description: 'd'.repeat(5001) },
    ]) {
      const { error, status } = await as(alice).from('events').insert(eventPayload(overrides));
      expect(status, JSON.stringify(overrides).slice(0, 40)).toBe(400);
      // Categories are the event_category enum: an unknown one is an invalid enum value.
      expect(error?.code).toBe('category' in overrides ? '22P02' : '23514');
    }
    const ok = await as(alice).from('events').insert(eventPayload({ title: 'y'.repeat(200), image_url: 'https://cdn.example.test/a.png' }));
    expect(ok.error).toBeNull();
  });

  it('refuses a missing title or date with not-null violations', async () => {
    const noTitle = await as(alice).from('events').insert({ date: '2030-01-01' });
    expect(noTitle.error?.code).toBe('23502');
    const noDate = await as(alice).from('events').insert({ title: 'Dateless' });
    expect(noDate.error?.code).toBe('23502');
  });
});

describe('newsletter_subscribers', () => {
  // Subscribing is the newsletter function's (double opt-in: test/newsletter.test.ts); these are the table's rules.
  it('anon and ordinary users cannot read the list, not even while others subscribe; admins can', async () => {
    const emails = Array.from({ length: 5 }, () => uniqueTestEmail('news-private'));
    const reads = Array.from({ length: 30 }, () => anon.from('newsletter_subscribers').select('email'));
    const [readResults] = await Promise.all([Promise.all(reads), Promise.all(emails.map((email) => subscribeConfirmed(backend, email)))]);
    for (const read of readResults) {
      expect(read.status).toBe(401);
      expect(read.data).toBeNull();
    }
    const userRows = await as(bob).from('newsletter_subscribers').select('*');
    expect(userRows.data).toEqual([]);
    const adminRows = await as(admin).from('newsletter_subscribers').select('email').eq('email', emails[0]!);
    expect(adminRows.data).toEqual([{ email: emails[0] }]);
  });

  it('nobody but service_role writes the table directly', async () => {
    const email = uniqueTestEmail('news-keep');
    await subscribeConfirmed(backend, email);
    const insert = await anon.from('newsletter_subscribers').insert({ email: uniqueTestEmail('direct') });
    expect(insert.error?.code).toBe('42501');
    const remove = await as(admin).from('newsletter_subscribers').delete().eq('email', email);
    expect(remove.error?.code).toBe('42501');
    const adminUpdate = await as(admin).from('newsletter_subscribers').update({ email: 'x@example.test' }).eq('email', email);
    expect(adminUpdate.error?.code).toBe('42501');
    const serviceDelete = await service.from('newsletter_subscribers').delete().eq('email', email).select('email');
    expect(serviceDelete.data).toEqual([{ email }]);
  });
});

describe('rest: protocol details', () => {
  it('sets Content-Range and Preference-Applied as PostgREST does', async () => {
    const response = await http(backend, '/rest/v1/events?select=id&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect(response.headers.get('preference-applied')).toBe('count=exact');
  });

  it('refuses a schema that is not exposed', async () => {
    const response = await http(backend, '/rest/v1/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });
});
