import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './AuthPage';
import { intentFor } from './intentFor';
import { DEFAULT_INTENT } from './defaultIntent';

describe('afterSignInPath', () => {
  it('goes back to a page of this site', () => {
    expect(afterSignInPath('/events')).toBe('/events');
    expect(afterSignInPath('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f')).toBe('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f');
  });

  it('goes home without one, and never to another origin or back to a sign-in page', () => {
    for (const next of [null, '', 'events', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/events x', '/auth', '/auth/confirm?type=signup', '/invite']) {
      expect(afterSignInPath(next)).toBe('/');
    }
  });
});

describe('what /auth says the visitor came to do', () => {
  it("names RSVPing for an event's page, and each page a sign-in link leads from", () => {
    expect(intentFor('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f')).toEqual({ text: 'Sign in to RSVP to this event.', eventId: '0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f' });
    expect(intentFor('/events').text).toBe('Sign in to add events to the calendar.');
    expect(intentFor('/account').text).toBe('Sign in to see your account.');
    expect(intentFor('/admin').text).toBe('Sign in to the admin area.');
    expect(intentFor(null).text).toBe(DEFAULT_INTENT);
    expect(intentFor('https://evil.example/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f').text).toBe(DEFAULT_INTENT);
  });
});
