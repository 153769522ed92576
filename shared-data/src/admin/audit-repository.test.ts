import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { testDatabaseOptions } from 'local-backend/testing/engine';
import { setAppConfig } from '../config/appConfig';
import { getSupabase } from '../client/supabaseClient';
import { createEvent } from '../events/create-event';
import { updateEvent } from '../events/update-event';
import { exportAuditLog, listAuditActors, listAuditLog, recordCsvExport, type AuditLogFilters } from './audit-log';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The audit log's calls (shared-data/admin) against the real local backend: what the admin tab
// shows, its filters and paging, and the exports the database records.
let backend: LocalBackend;
const MEMBER = { email: `audit-member-${Date.now()}@example.com`, password: 'member-password-1', fullName: 'Audit Member' };
const ADMIN = { email: `audit-admin-${Date.now()}@example.com`, password: 'admin-password-1' };
const NO_FILTERS: AuditLogFilters = { actor: null, table: null, action: null, since: null, until: null, record: null };

async function signInAs(who: { email: string; password: string }): Promise<string> {
  const supabase = await getSupabase();
  await supabase.auth.signOut();
  const { data, error } = await supabase.auth.signInWithPassword(who);
  if (error) throw error;
  return data.user.id;
}

beforeAll(async () => {
  // The backend's own administrator (seeded at start), with a known address and password.
  backend = await startLocalBackend({ memory: true, port: 0, ...testDatabaseOptions(), adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  setAppConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, remotes: {} });
  await signUpTestUser(backend, MEMBER);
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).auth.signOut();
  await backend?.stop();
});

describe('audit log repository', () => {
  it("pages an admin's entries newest first with the filters, and records the exports", async () => {
    const adminId = await signInAs(ADMIN);
    const event = await createEvent({ title: 'Audit repository event', date: '2031-04-01' });
    await updateEvent(event.id, { title: 'Audit repository event, renamed' });
    await updateEvent(event.id, { location: 'Manila' });

    const filters: AuditLogFilters = { ...NO_FILTERS, actor: adminId, table: 'public.events' };
    const first = await listAuditLog({ ...filters, page: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.rows.map((e) => [e.action, e.new_values])).toEqual([
      ['update', { location: 'Manila' }],
      ['update', { title: 'Audit repository event, renamed' }],
    ]);
    const second = await listAuditLog({ ...filters, page: 2, pageSize: 2 });
    expect(second.rows).toMatchObject([{ action: 'insert', record_id: event.id, actor_email: ADMIN.email, about: { event_id: event.id, event_title: 'Audit repository event, renamed', event_exists: true } }]);
    // One record's history.
    expect((await listAuditLog({ ...NO_FILTERS, record: event.id, page: 1, pageSize: 10 })).total).toBe(3);
    expect(await listAuditLog({ ...filters, action: 'delete', page: 1, pageSize: 2 })).toEqual({ rows: [], total: 0 });
    expect(await listAuditLog({ ...filters, since: '2100-01-01T00:00:00.000Z', page: 1, pageSize: 2 })).toEqual({ rows: [], total: 0 });
    expect(await listAuditActors()).toContainEqual(expect.objectContaining({ actor_id: adminId, actor_email: ADMIN.email }));

    const exported = await exportAuditLog(filters);
    expect(exported).toHaveLength(3);
    await recordCsvExport('public.events', 12, { when: 'upcoming' });
    const exports = await listAuditLog({ ...NO_FILTERS, action: 'export', page: 1, pageSize: 10 });
    expect(exports.rows.map((e) => [e.table_name, e.details?.rows])).toEqual([
      ['public.events', 12],
      ['audit.log', 3],
    ]);
  });

  it('refuses a member', async () => {
    await signInAs(MEMBER);
    await expect(listAuditLog({ ...NO_FILTERS, page: 1, pageSize: 10 })).rejects.toMatchObject({ code: '42501' });
    await expect(exportAuditLog(NO_FILTERS)).rejects.toMatchObject({ code: '42501' });
    await expect(recordCsvExport('public.events', 1)).rejects.toMatchObject({ code: '42501' });
  });
});
