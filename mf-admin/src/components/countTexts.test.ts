import { describe, expect, it } from 'vitest';
import { messagesSummary } from '../features/messages/MessagesSection';
import { membersSummary } from '../features/members/MembersSection';
import { subscribersSummary } from '../features/members/SubscribersSection';

/** Issue 56 item 13: "1 members", "1 issues" no more: each count's text in the form its number takes. */
describe('the admin tabs’ counts', () => {
  it('members, by role and search', () => {
    expect(membersSummary(1, { search: '', role: null })).toBe('1 member');
    expect(membersSummary(20001, { search: '', role: null })).toBe('20,001 members');
    expect(membersSummary(1, { search: ' tan ', role: 'organiser' })).toBe('1 organiser matching "tan"');
    expect(membersSummary(2, { search: '', role: 'admin' })).toBe('2 administrators');
    expect(membersSummary(0, { search: 'x', role: 'user' })).toBe('0 members matching "x"');
  });

  it('subscribers and the addresses that match', () => {
    expect(subscribersSummary(1, 0, null)).toBe('1 subscriber, 0 waiting to confirm');
    expect(subscribersSummary(3, 1, 1)).toBe('3 subscribers, 1 waiting to confirm; 1 address matches');
    expect(subscribersSummary(3, 1, 2)).toBe('3 subscribers, 1 waiting to confirm; 2 addresses match');
  });

  it('messages by state', () => {
    expect(messagesSummary(1, 'failed')).toBe('1 failed message');
    expect(messagesSummary(25, 'sent')).toBe('25 sent messages');
    expect(messagesSummary(1, 'sending')).toBe('1 message being sent');
  });
});
