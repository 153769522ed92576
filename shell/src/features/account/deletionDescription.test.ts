import { describe, expect, it } from 'vitest';
import { deletionDescription } from './DeleteAccountSection';

describe('deletionDescription', () => {
  it('names what goes for a member: profile, RSVPs, and their events with everyone\'s RSVPs', () => {
    expect(deletionDescription({ email: 'ana@example.com', isAdmin: false, rsvps: 1, events: 2 })).toBe(
      "Your account ana@example.com is deleted, with your profile and your 1 RSVP (your place goes to the next person waiting). The 2 events you created are removed from the calendar for everyone, with everyone's RSVPs to them. This cannot be undone.",
    );
  });

  it('tells an administrator their events stay, and needs no counts while they load', () => {
    expect(deletionDescription({ email: 'staff@example.com', isAdmin: true })).toBe(
      'Your account staff@example.com is deleted, with your profile and your RSVPs (your places go to the next people waiting). The events you created stay on the calendar without an organiser. This cannot be undone.',
    );
  });

  it('reads naturally when a count is 0 or 1: nothing said of what there is none of, one event as "the event"', () => {
    expect(deletionDescription({ email: 'new@example.com', isAdmin: false, rsvps: 0, events: 0 })).toBe('Your account new@example.com is deleted, with your profile. This cannot be undone.');
    expect(deletionDescription({ email: 'one@example.com', isAdmin: false, rsvps: 3, events: 1 })).toBe(
      "Your account one@example.com is deleted, with your profile and your 3 RSVPs (your places go to the next people waiting). The event you created is removed from the calendar for everyone, with everyone's RSVPs to it. This cannot be undone.",
    );
    expect(deletionDescription({ email: 'staff@example.com', isAdmin: true, rsvps: 0, events: 1 })).toBe(
      'Your account staff@example.com is deleted, with your profile. The event you created stays on the calendar without an organiser. This cannot be undone.',
    );
  });
});
