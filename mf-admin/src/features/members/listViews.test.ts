import { readMembersView, readSubscribersView, writeMembersView, writeSubscribersView } from './listViews';

const members = (search: string) => readMembersView(new URLSearchParams(search));
const subscribers = (search: string) => readSubscribersView(new URLSearchParams(search));

describe('the Members tab lists in the URL', () => {
  it('reads nothing as everyone, newest first, page 1, and leaves out what it does not know', () => {
    expect(members('tab=members')).toEqual({ search: '', role: null, sort: 'newest', page: 1 });
    expect(members('q=tan&role=owner&sort=drop&page=-2')).toEqual({ search: 'tan', role: null, sort: 'newest', page: 1 });
    expect(subscribers('subq=gmail&state=pending&subsort=email&subpage=3')).toEqual({ search: 'gmail', state: 'pending', sort: 'email', page: 3 });
  });

  it('reads every filter a shared link names, and cuts a search at 200 characters', () => {
    expect(members('tab=members&q=mia%40example.com&role=organiser&sort=name&page=2')).toEqual({ search: 'mia@example.com', role: 'organiser', sort: 'name', page: 2 });
    expect(members(`q=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes each list apart, goes back to page 1 on a change, keeps the tab and the other list', () => {
    const start = new URLSearchParams('tab=members&page=3&subq=gmail');
    expect(writeMembersView(start, { role: 'admin' }).toString()).toBe('tab=members&subq=gmail&role=admin');
    expect(writeMembersView(new URLSearchParams('tab=members&role=admin'), { page: 2 }).toString()).toBe('tab=members&role=admin&page=2');
    expect(writeMembersView(new URLSearchParams('tab=members&q=tan'), { search: '  ' }).toString()).toBe('tab=members');
    expect(writeSubscribersView(start, { state: 'confirmed', sort: 'oldest' }).toString()).toBe('tab=members&page=3&subq=gmail&state=confirmed&subsort=oldest');
  });
});
