import { eventRow } from 'shared-data/testing';
import { applyEventChange } from './applyEventChange';

const november = { from: '2026-11-01', to: '2026-12-05' };
const ids = (events: { id: string }[]) => events.map((event) => event.id);

describe('applyEventChange (a member\'s own change in a cached range)', () => {
  const cached = [eventRow('a', '2026-11-03'), eventRow('b', '2026-11-03', { time: '18:00:00' }), eventRow('c', '2026-11-20')];

  it('puts a created event in its place: date, then time, untimed first', () => {
    const created = eventRow('d', '2026-11-03', { time: '09:00:00' });
    expect(ids(applyEventChange(cached, { type: 'created', event: created }, november))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves a range the event is not in untouched', () => {
    const created = eventRow('d', '2026-12-20');
    expect(ids(applyEventChange(cached, { type: 'created', event: created }, november))).toEqual(['a', 'b', 'c']);
  });

  it('moves an updated event, and drops it from a range it left', () => {
    const moved = eventRow('a', '2026-11-25', { title: 'Moved' });
    const inRange = applyEventChange(cached, { type: 'updated', event: moved }, november);
    expect(ids(inRange)).toEqual(['b', 'c', 'a']);
    expect(inRange.at(-1)?.title).toBe('Moved');
    expect(ids(applyEventChange(cached, { type: 'updated', event: eventRow('a', '2027-01-10') }, november))).toEqual(['b', 'c']);
  });

  it('removes a deleted event and never changes the array it was given', () => {
    const before = [...cached];
    expect(ids(applyEventChange(cached, { type: 'deleted', id: 'b' }, november))).toEqual(['a', 'c']);
    expect(cached).toEqual(before);
  });
});
