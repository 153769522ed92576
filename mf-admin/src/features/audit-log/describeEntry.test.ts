import { actorLabel, changeLines, recordLink } from './describeEntry';

const EVENT = '11111111-2222-4333-8444-555555555555';

describe('describing an audit entry', () => {
  it('shows an update as before and after of each changed column', () => {
    expect(changeLines({ old_values: { title: 'Old', capacity: null }, new_values: { title: 'New', capacity: 20 }, details: null })).toEqual([
      { column: 'capacity', before: '(empty)', after: '20' },
      { column: 'title', before: 'Old', after: 'New' },
    ]);
  });

  it("shows a creation's values and a deletion's, leaving empty columns out, and an export's details", () => {
    expect(changeLines({ old_values: null, new_values: { title: 'Made', location: null }, details: null })).toEqual([{ column: 'title', before: null, after: 'Made' }]);
    expect(changeLines({ old_values: { title: 'Gone', location: '' }, new_values: null, details: null })).toEqual([{ column: 'title', before: 'Gone', after: null }]);
    expect(changeLines({ old_values: null, new_values: null, details: { rows: 12, filters: { when: 'past' } } })).toEqual([
      { column: 'filters', before: null, after: '{"when":"past"}' },
      { column: 'rows', before: null, after: '12' },
    ]);
  });

  it('links events and RSVPs to the event page, not a deleted event, and images to the image', () => {
    expect(recordLink({ table_name: 'public.events', action: 'update', record_key: { id: EVENT }, new_values: null, old_values: null })).toEqual({ kind: 'route', to: `/events/${EVENT}` });
    expect(recordLink({ table_name: 'public.events', action: 'delete', record_key: { id: EVENT }, new_values: null, old_values: null })).toBeNull();
    expect(recordLink({ table_name: 'public.event_rsvps', action: 'delete', record_key: { event_id: EVENT, user_id: 'x' }, new_values: null, old_values: null })).toEqual({ kind: 'route', to: `/events/${EVENT}` });
    expect(recordLink({ table_name: 'public.generated_images', action: 'insert', record_key: { id: 'i' }, new_values: { image_url: 'https://images.test/a.webp' }, old_values: null })).toEqual({ kind: 'external', href: 'https://images.test/a.webp' });
    expect(recordLink({ table_name: 'public.generated_images', action: 'insert', record_key: { id: 'i' }, new_values: { image_url: 'javascript:alert(1)' }, old_values: null })).toBeNull();
  });

  it('names the actor by email, else by the kind of caller', () => {
    expect(actorLabel({ actor_email: 'a@example.com', actor_id: 'u', actor_role: 'authenticated' })).toBe('a@example.com');
    expect(actorLabel({ actor_email: null, actor_id: null, actor_role: 'service_role' })).toBe('Service role (a script or function)');
    expect(actorLabel({ actor_email: null, actor_id: null, actor_role: 'database:postgres' })).toBe('Database (postgres)');
  });
});
