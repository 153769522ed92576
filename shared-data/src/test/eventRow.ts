import type { EventRow } from 'shared-data';

/** A row as the events table returns it (SPEC section 7), for tests of what screens do with rows (`shared-data/testing`). */
export function eventRow(id: string, date: string, fields: Partial<EventRow> = {}): EventRow {
  return {
    id,
    title: `Event ${id}`,
    description: null,
    date,
    time: null,
    location: null,
    category: null,
    image_url: null,
    timezone: null,
    end_date: null,
    end_time: null,
    has_online_link: false,
    capacity: null,
    requires_approval: false,
    guest_list_visible: false,
    going_count: 0,
    waitlist_count: 0,
    sequence: 0,
    series_id: null,
    series_date: null,
    cancelled_at: null,
    cancellation_reason: null,
    created_by: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
