import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './AuthPage';

describe('afterSignInPath', () => {
  it('goes back to a page of this site', () => {
    expect(afterSignInPath('/events')).toBe('/events');
    expect(afterSignInPath('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f')).toBe('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f');
  });

  it('goes home without one, and never to another origin', () => {
    for (const next of [null, '', 'events', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/events x']) {
      expect(afterSignInPath(next)).toBe('/');
    }
  });
});
