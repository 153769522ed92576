import { format, isValid, parseISO } from 'date-fns';
import type { Json } from 'shared-data';
import type { AuditAbout, AuditLogEntry } from 'shared-data/admin';
import { paths } from 'site-config';
import { AUDIT_ACTIONS, AUDITED_TABLES } from './auditLogFilters';

/*
 * An audit entry in words a volunteer reads: who (a name, not a role claim), what happened to what
 * ("Changed the role of Mia Tan from member to organiser", not "update: public.profiles"), a link to
 * the record itself, and the changed fields by their form's names. The names come from the database
 * with the entry (audit_log_page's `actor_name` and `about`).
 */

const TABLE_LABELS = new Map(AUDITED_TABLES);
const ACTION_LABELS = new Map(AUDIT_ACTIONS);

export const tableLabel = (table: string) => TABLE_LABELS.get(table) ?? 'Other records';
export const actionLabel = (action: string) => ACTION_LABELS.get(action) ?? action;

type Entry = Pick<AuditLogEntry, 'table_name' | 'action' | 'old_values' | 'new_values' | 'details' | 'about'>;

/** Who did it: their name (and address), else what kind of caller it was, in plain words. */
export function actorLabel(entry: Pick<AuditLogEntry, 'actor_email' | 'actor_id' | 'actor_role' | 'actor_name'>): { name: string; detail: string | null } {
  const person = entry.actor_name ?? entry.actor_email;
  if (entry.actor_role === 'service_role') {
    return person ? { name: person, detail: 'through the site (a function acting for them)' } : { name: 'The site', detail: 'a function or script with the service key' };
  }
  if (entry.actor_role.startsWith('database:')) return { name: 'The site', detail: 'automatic (a scheduled job or the database itself)' };
  if (person) return { name: person, detail: entry.actor_name && entry.actor_email ? entry.actor_email : null };
  return { name: 'A member whose account is deleted', detail: null };
}

/** The same in one line, for the CSV export. */
export const actorText = (entry: Parameters<typeof actorLabel>[0]) => {
  const { name, detail } = actorLabel(entry);
  return detail ? `${name} (${detail})` : name;
};

const text = (value: Json | undefined): string | null => (typeof value === 'string' ? value : null);
const quoted = (title: string | undefined | null, fallback: string) => (title ? `“${title}”` : fallback);

const ROLE_WORDS: Record<string, string> = { user: 'member', organiser: 'organiser', admin: 'administrator' };
const roleWord = (role: Json | undefined) => ROLE_WORDS[String(role)] ?? String(role ?? 'unknown');

function eventName(about: AuditAbout): string {
  if (about.event_title) return `“${about.event_title}”`;
  return about.event_id ? 'an event since deleted' : 'an event';
}

function memberName(about: AuditAbout): string {
  return about.member_name ?? about.member_email ?? 'a member whose account is deleted';
}

/** `before -> after` of one column of an update, when it is one of the changed ones. */
function changed(entry: Entry, column: string): { before: Json | undefined; after: Json | undefined } | null {
  if (!entry.new_values || !(column in entry.new_values)) return null;
  return { before: entry.old_values?.[column], after: entry.new_values[column] };
}

const set = (change: { before: Json | undefined; after: Json | undefined } | null) => change !== null && change.before == null && change.after != null;
const cleared = (change: { before: Json | undefined; after: Json | undefined } | null) => change !== null && change.before != null && change.after == null;

const EXPORTED: Record<string, string> = {
  'public.events': 'events',
  'public.newsletter_subscribers': 'newsletter subscribers',
  'audit.log': 'audit log entries',
};

/** What happened, as a sentence with the names of the people and records it touched. */
export function describeEntry(entry: Entry): string {
  const about = entry.about ?? {};
  const { action } = entry;
  if (action === 'export') {
    const rows = Number(entry.details?.rows ?? 0);
    return `Exported ${rows.toLocaleString('en')} ${EXPORTED[entry.table_name] ?? tableLabel(entry.table_name).toLowerCase()} as CSV`;
  }
  if (action === 'prune') {
    return `Removed ${Number(entry.details?.removed ?? 0).toLocaleString('en')} entries older than the log keeps (${text(entry.details?.retention) ?? 'its retention'})`;
  }
  switch (entry.table_name) {
    case 'public.events': {
      const name = eventName(about);
      if (action === 'insert') return `Created the event ${name}`;
      if (action === 'delete') return `Deleted the event ${name}`;
      const cancelled = changed(entry, 'cancelled_at');
      if (set(cancelled)) return `Cancelled the event ${name}`;
      if (cleared(cancelled)) return `Reinstated the event ${name}`;
      return `Changed the event ${name}`;
    }
    case 'public.event_series': {
      const name = about.event_title ? `of “${about.event_title}”` : '';
      if (action === 'insert') return `Made a repeating series ${name}`.trim();
      if (action === 'delete') return `Deleted a repeating series ${name}`.trim();
      return `Changed a repeating series ${name}`.trim();
    }
    case 'public.event_rsvps': {
      const member = memberName(about);
      const event = eventName(about);
      if (action === 'insert') return `Added ${member} to ${event}`;
      if (action === 'delete') return `Removed ${member}'s RSVP to ${event}`;
      const status = changed(entry, 'status');
      if (status && status.before === 'pending' && (status.after === 'going' || status.after === 'waitlist')) return `Approved ${member}'s registration for ${event}`;
      if (status && status.before === 'declined' && (status.after === 'going' || status.after === 'waitlist')) return `Approved ${member}'s registration for ${event}, declined before`;
      if (status && status.after === 'declined') return `Declined ${member}'s registration for ${event}`;
      const checkedIn = changed(entry, 'checked_in_at');
      if (set(checkedIn)) return `Checked ${member} in at ${event}`;
      if (cleared(checkedIn)) return `Undid ${member}'s check-in at ${event}`;
      return `Changed ${member}'s RSVP to ${event}`;
    }
    case 'public.profiles': {
      const role = changed(entry, 'role');
      if (role) return `Changed the role of ${memberName(about)} from ${roleWord(role.before)} to ${roleWord(role.after)}`;
      return `Changed the profile of ${memberName(about)}`;
    }
    case 'auth.users':
      return `Deleted the account of ${about.member_email ?? text(entry.old_values?.email) ?? 'a member'}`;
    case 'public.member_invitations': {
      const invited = about.member_email ?? 'an address';
      const role = roleWord(entry.new_values?.role ?? about.role);
      if (action === 'insert') return `Invited ${invited} as ${role}`;
      if (action === 'delete') return `Deleted the invitation of ${invited}`;
      if (set(changed(entry, 'revoked_at'))) return `Revoked the invitation of ${invited}`;
      if (set(changed(entry, 'accepted_at'))) return `${invited} accepted the invitation (as ${roleWord(about.role)})`;
      return `Invited ${invited} again, as ${roleWord(about.role)}`;
    }
    case 'public.newsletter_issues': {
      const subject = quoted(about.title, 'an issue');
      if (action === 'insert') return `Wrote the newsletter ${subject} (a draft)`;
      if (action === 'delete') return `Deleted the newsletter draft ${subject}`;
      const state = changed(entry, 'state');
      if (state?.after === 'scheduled') return `Scheduled the newsletter ${subject}`;
      if (state?.after === 'sending') return `Sent the newsletter ${subject}`;
      if (state?.after === 'sent') return `Finished sending the newsletter ${subject}`;
      if (state?.after === 'draft') return `Took the newsletter ${subject} back to a draft`;
      return `Edited the newsletter ${subject}`;
    }
    case 'public.event_messages':
      return `Wrote to the members of ${eventName(about)}: ${quoted(about.title, 'a message')}`;
    case 'public.generated_images':
      return action === 'delete' ? `Deleted an image of the ${about.title ?? 'site'} page` : `Generated an image for the ${about.title ?? 'site'} page`;
    default:
      return `${actionLabel(action)}: ${tableLabel(entry.table_name)}`;
  }
}

/** Where the record can be seen: a page of the site, an outside address, or nothing (it is gone). */
export type RecordLink = { kind: 'route'; to: string; label: string } | { kind: 'external'; href: string; label: string } | null;

const membersTabFor = (email: string) => `${paths.admin}?tab=members&q=${encodeURIComponent(email)}`;

export function recordLink(entry: Entry): RecordLink {
  const about = entry.about ?? {};
  switch (entry.table_name) {
    case 'public.events':
    case 'public.event_series':
    case 'public.event_rsvps':
    case 'public.event_messages':
      if (entry.table_name === 'public.event_rsvps' && about.member_email && !about.event_exists) {
        return { kind: 'route', to: membersTabFor(about.member_email), label: memberName(about) };
      }
      return about.event_id && about.event_exists ? { kind: 'route', to: `/events/${about.event_id}`, label: about.event_title ?? 'The event' } : null;
    case 'public.profiles':
    case 'public.member_invitations':
      return about.member_email ? { kind: 'route', to: membersTabFor(about.member_email), label: about.member_name ?? about.member_email } : null;
    case 'public.newsletter_issues':
      if (!about.title) return null;
      return about.slug && (about.state === 'sending' || about.state === 'sent')
        ? { kind: 'route', to: `/newsletter/issues/${encodeURIComponent(about.slug)}`, label: about.title }
        : about.state
          ? { kind: 'route', to: `${paths.admin}?tab=newsletter`, label: about.title }
          : null;
    case 'public.generated_images': {
      const href = text(entry.new_values?.image_url) ?? text(entry.old_values?.image_url);
      return href && /^https?:\/\//.test(href) ? { kind: 'external', href, label: `The ${about.title ?? ''} image`.replace('  ', ' ') } : null;
    }
    default:
      return null;
  }
}

/** The form's names of the columns people change; any other is its name in words. */
const COLUMN_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  date: 'Date',
  time: 'Start time',
  end_date: 'Last day',
  end_time: 'End time',
  timezone: 'Time zone',
  location: 'Place',
  category: 'Category',
  image_url: 'Image',
  online_url: 'Online link',
  capacity: 'Places',
  requires_approval: 'Requires approval',
  cancelled_at: 'Cancelled',
  cancellation_reason: 'Reason for cancelling',
  status: 'RSVP',
  checked_in_at: 'Checked in',
  decided_at: 'Decided',
  role: 'Role',
  email: 'Email',
  subject: 'Subject',
  body: 'Message',
  body_markdown: 'Text',
  state: 'State',
  send_at: 'Goes out',
  sent_at: 'Sent',
  recipient_count: 'Recipients',
  audience: 'Sent to',
  revoked_at: 'Revoked',
  accepted_at: 'Accepted',
  invited_at: 'Invited',
  rrule: 'Repeats',
  exdates: 'Days left out',
  rows: 'Rows',
  filters: 'Filters',
  removed: 'Entries removed',
  retention: 'Kept for',
  older_than: 'Older than',
  page_key: 'Page',
  prompt: 'Prompt',
  last_sign_in_at: 'Last signed in',
  created_at: 'Joined',
};

/** Columns that are keys and bookkeeping, not something a person changed: left out of the lines. */
const HIDDEN_COLUMNS = new Set(['id', 'user_id', 'event_id', 'created_by', 'sender_id', 'invited_by', 'revoked_by', 'series_id', 'series_date', 'sequence', 'going_count', 'waitlist_count', 'updated_at', 'slug', 'seed', 'cost', 'nsfw', 'width', 'height', 'output_format', 'model']);

const columnLabel = (column: string) => COLUMN_LABELS[column] ?? column.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const STATUS_WORDS: Record<string, string> = { going: 'Going', waitlist: 'Waitlist', pending: 'Awaiting approval', declined: 'Declined', draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', both: 'Going and waiting' };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as one line of text: words for states and roles, dates as the site writes them, empty as "(empty)". */
function formatValue(column: string, value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (column === 'role') return roleWord(value);
    if ((column === 'status' || column === 'state' || column === 'audience') && STATUS_WORDS[value]) return STATUS_WORDS[value];
    if (TIMESTAMP.test(value) && isValid(parseISO(value))) return format(parseISO(value), 'PPP p');
    return value;
  }
  if (typeof value === 'number') return value.toLocaleString('en');
  return JSON.stringify(value);
}

export interface ChangeLine {
  column: string;
  label: string;
  before: string | null;
  after: string | null;
}

/**
 * The entry's changes, one line per field: before and after for an update, the values for an
 * insert (after only) or a delete (before only); empty fields and keys are left out. A named action
 * (an export) lists its details.
 */
export function changeLines(entry: Pick<AuditLogEntry, 'old_values' | 'new_values' | 'details'>): ChangeLine[] {
  const before = entry.old_values ?? {};
  const after = entry.new_values ?? {};
  const line = (column: string, was: Json | undefined, now: Json | undefined, kind: 'both' | 'after' | 'before'): ChangeLine => ({
    column,
    label: columnLabel(column),
    before: kind === 'after' ? null : formatValue(column, was),
    after: kind === 'before' ? null : formatValue(column, now),
  });
  const shown = (values: Record<string, Json>) => Object.keys(values).sort().filter((column) => !HIDDEN_COLUMNS.has(column) && values[column] !== null && values[column] !== '');
  if (entry.old_values && entry.new_values) {
    return Object.keys(after).sort().filter((column) => !HIDDEN_COLUMNS.has(column)).map((column) => line(column, before[column], after[column], 'both'));
  }
  if (entry.new_values) return shown(after).map((column) => line(column, undefined, after[column], 'after'));
  if (entry.old_values) return shown(before).map((column) => line(column, before[column], undefined, 'before'));
  const details = entry.details ?? {};
  return Object.keys(details).sort().map((column) => line(column, undefined, details[column], 'after'));
}
