import { auditLogFilters, readAuditLogView, writeAuditLogView } from './auditLogFilters';

const read = (search: string) => readAuditLogView(new URLSearchParams(search));
const write = (search: string, changes: Parameters<typeof writeAuditLogView>[1]) => writeAuditLogView(new URLSearchParams(search), changes).toString();
const ADMIN = '3f1c2a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f';

describe('audit log filters in the URL', () => {
  it('reads no parameters as everything, page 1', () => {
    expect(read('tab=audit')).toEqual({ actor: null, table: null, action: null, from: null, to: null, record: null, page: 1 });
  });

  it('reads every filter the URL names', () => {
    expect(read(`actor=${ADMIN}&table=public.events&action=update&from=2026-11-01&to=2026-11-30&record=${ADMIN}/${ADMIN}&page=2`)).toEqual({
      actor: ADMIN,
      table: 'public.events',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-30',
      record: `${ADMIN}/${ADMIN}`,
      page: 2,
    });
  });

  it('leaves out what is malformed', () => {
    expect(read("actor=me&table=events;drop&action=Up-date&from=2026-13-45&to=yesterday&record=a'b&page=-1")).toEqual({ actor: null, table: null, action: null, from: null, to: null, record: null, page: 1 });
  });

  it('writes only what is set, keeps the tab, and goes back to page 1 when a filter changes', () => {
    expect(write('tab=audit&page=3', { table: 'public.profiles' })).toBe('tab=audit&table=public.profiles');
    expect(write('tab=audit&table=public.profiles', { page: 2 })).toBe('tab=audit&table=public.profiles&page=2');
    expect(write('tab=audit&table=public.profiles&action=update', { table: null })).toBe('tab=audit&action=update');
    expect(write('tab=audit&page=4', { record: ADMIN })).toBe(`tab=audit&record=${ADMIN}`);
  });

  it("turns the days into the start of the first and the end of the last, in the viewer's zone", () => {
    const filters = auditLogFilters({ actor: null, table: null, action: null, from: '2026-11-01', to: '2026-11-02', record: null, page: 1 });
    expect(new Date(filters.since!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(filters.until!).getTime()).toBe(new Date(2026, 10, 3).getTime());
  });
});
