import { describe, expect, it } from 'vitest';
import { deletionDescription } from './DeleteAccountSection';

describe('deletionDescription', () => {
  it('names what goes for a member: profile, RSVPs, and their events with everyone\'s RSVPs', () => {
    expect(deletionDescription({ email: 'ana@example.com', isAdmin: false, rsvps: 1, events: 2 })).toBe(
      "Your account ana@example.com is deleted, with your profile and your 1 RSVP (your places go to the next people waiting). The 2 events you created are removed from the calendar for everyone, with everyone's RSVPs to them. This cannot be undone.",
    );
  });

  it('tells an administrator their events stay, and needs no counts while they load', () => {
    expect(deletionDescription({ email: 'staff@example.com', isAdmin: true })).toBe(
      'Your account staff@example.com is deleted, with your profile and your RSVPs (your places go to the next people waiting). The events you created stay on the calendar without an organiser. This cannot be undone.',
    );
  });
});
