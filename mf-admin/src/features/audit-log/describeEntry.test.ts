import type { AuditAbout, AuditLogEntry } from 'shared-data/admin';
import { actorLabel, changeLines, describeEntry, recordLink } from './describeEntry';

const EVENT = '11111111-2222-4333-8444-555555555555';
const MEMBER = '99999999-2222-4333-8444-555555555555';

type Entry = Parameters<typeof describeEntry>[0];
const entry = (table_name: string, action: string, about: AuditAbout, values: Partial<Pick<AuditLogEntry, 'old_values' | 'new_values' | 'details'>> = {}): Entry => ({
  table_name,
  action,
  about,
  old_values: values.old_values ?? null,
  new_values: values.new_values ?? null,
  details: values.details ?? null,
});

describe('describing an audit entry in words', () => {
  it('names the member whose role changed, and the roles in words', () => {
    const change = entry('public.profiles', 'update', { member_id: MEMBER, member_name: 'Mia Tan', member_email: 'mia@example.com' }, { old_values: { role: 'user' }, new_values: { role: 'organiser' } });
    expect(describeEntry(change)).toBe('Changed the role of Mia Tan from member to organiser');
    expect(recordLink(change)).toEqual({ kind: 'route', to: '/admin?tab=members&q=mia%40example.com', label: 'Mia Tan' });
  });

  it("names the event by its title, says a cancellation and a check-in as such, and links to the event's page while it exists", () => {
    const about = { event_id: EVENT, event_title: 'Founders dinner', event_exists: true };
    expect(describeEntry(entry('public.events', 'insert', about))).toBe('Created the event “Founders dinner”');
    expect(describeEntry(entry('public.events', 'update', about, { old_values: { cancelled_at: null }, new_values: { cancelled_at: '2026-11-30T10:00:00Z' } }))).toBe('Cancelled the event “Founders dinner”');
    expect(describeEntry(entry('public.events', 'update', about, { old_values: { title: 'Old' }, new_values: { title: 'Founders dinner' } }))).toBe('Changed the event “Founders dinner”');
    expect(recordLink(entry('public.events', 'update', about))).toEqual({ kind: 'route', to: `/events/${EVENT}`, label: 'Founders dinner' });
    const gone = { ...about, event_exists: false };
    expect(describeEntry(entry('public.events', 'delete', gone))).toBe('Deleted the event “Founders dinner”');
    expect(recordLink(entry('public.events', 'delete', gone))).toBeNull();

    const rsvp = { ...about, member_name: 'Mia Tan', member_email: 'mia@example.com' };
    expect(describeEntry(entry('public.event_rsvps', 'update', rsvp, { old_values: { checked_in_at: null }, new_values: { checked_in_at: '2026-11-30T10:00:00Z' } }))).toBe('Checked Mia Tan in at “Founders dinner”');
    expect(describeEntry(entry('public.event_rsvps', 'update', rsvp, { old_values: { checked_in_at: '2026-11-30T10:00:00Z' }, new_values: { checked_in_at: null } }))).toBe("Undid Mia Tan's check-in at “Founders dinner”");
    expect(describeEntry(entry('public.event_rsvps', 'update', rsvp, { old_values: { status: 'pending' }, new_values: { status: 'going' } }))).toBe("Approved Mia Tan's registration for “Founders dinner”");
    expect(describeEntry(entry('public.event_rsvps', 'update', rsvp, { old_values: { status: 'pending' }, new_values: { status: 'declined' } }))).toBe("Declined Mia Tan's registration for “Founders dinner”");
  });

  it('says what a message to members, an invitation, a newsletter and an export were, never a table name', () => {
    expect(describeEntry(entry('public.event_messages', 'insert', { event_id: EVENT, event_title: 'Founders dinner', event_exists: true, title: 'Parking' }))).toBe('Wrote to the members of “Founders dinner”: “Parking”');
    expect(describeEntry(entry('public.member_invitations', 'insert', { member_email: 'new@example.com' }, { new_values: { email: 'new@example.com', role: 'organiser' } }))).toBe('Invited new@example.com as organiser');
    const issue = entry('public.newsletter_issues', 'update', { title: 'December news', slug: 'december-news-1a2b3c4d', state: 'sent' }, { old_values: { state: 'draft' }, new_values: { state: 'sending' } });
    expect(describeEntry(issue)).toBe('Sent the newsletter “December news”');
    expect(recordLink(issue)).toEqual({ kind: 'route', to: '/newsletter/issues/december-news-1a2b3c4d', label: 'December news' });
    expect(describeEntry(entry('public.events', 'export', {}, { details: { rows: 1200, filters: {} } }))).toBe('Exported 1,200 events as CSV');
    for (const table of ['public.event_messages', 'public.newsletter_issues', 'public.member_invitations', 'auth.users']) {
      expect(describeEntry(entry(table, 'update', {}))).not.toMatch(/public\.|auth\./);
    }
  });

  it('names the actor by name, else their address, and never as a database role', () => {
    expect(actorLabel({ actor_name: 'Ada Admin', actor_email: 'a@example.com', actor_id: 'u', actor_role: 'authenticated' })).toEqual({ name: 'Ada Admin', detail: 'a@example.com' });
    expect(actorLabel({ actor_name: null, actor_email: 'a@example.com', actor_id: 'u', actor_role: 'authenticated' })).toEqual({ name: 'a@example.com', detail: null });
    expect(actorLabel({ actor_name: null, actor_email: null, actor_id: null, actor_role: 'service_role' }).name).toBe('The site');
    const database = actorLabel({ actor_name: null, actor_email: null, actor_id: null, actor_role: 'database:postgres' });
    expect(`${database.name} ${database.detail}`).not.toMatch(/postgres|Database \(/);
  });

  it("shows an update's fields by the form's names, values in words, and leaves keys out", () => {
    expect(changeLines({ old_values: { title: 'Old', capacity: null, requires_approval: false }, new_values: { title: 'New', capacity: 20, requires_approval: true }, details: null })).toEqual([
      { column: 'capacity', label: 'Places', before: '(empty)', after: '20' },
      { column: 'requires_approval', label: 'Requires approval', before: 'No', after: 'Yes' },
      { column: 'title', label: 'Title', before: 'Old', after: 'New' },
    ]);
    expect(changeLines({ old_values: null, new_values: { id: EVENT, created_by: MEMBER, title: 'Made', location: null }, details: null })).toEqual([{ column: 'title', label: 'Title', before: null, after: 'Made' }]);
    expect(changeLines({ old_values: { role: 'user' }, new_values: { role: 'admin' }, details: null })).toEqual([{ column: 'role', label: 'Role', before: 'member', after: 'administrator' }]);
  });
});
