import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnPath, safeReturnPath, takeReturnPath } from './returnPath';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('where a person returns after signing in', () => {
  it('keeps only a path of this site, never another origin nor a sign-in page', () => {
    expect(safeReturnPath('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f?view=list')).toBe('/events/0b8f3c2e-1d4a-4f6b-9c1e-2a3b4c5d6e7f?view=list');
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'events', '/auth', '/auth/confirm?type=signup', '/invite', '/events x', '', null]) {
      expect(safeReturnPath(path), String(path)).toBeNull();
    }
  });

  it('gives the kept path back once, in the browser that kept it, for an hour', () => {
    vi.useFakeTimers();
    rememberReturnPath('/events');
    expect(takeReturnPath()).toBe('/events');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('/account');
    vi.advanceTimersByTime(61 * 60 * 1000);
    expect(takeReturnPath()).toBeNull();
  });

  it('forgets an earlier path when told of no safe one, and ignores a path planted in storage', () => {
    rememberReturnPath('/events');
    rememberReturnPath('https://evil.example/');
    expect(takeReturnPath()).toBeNull();
    window.localStorage.setItem('eo-apac-return-to', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    expect(takeReturnPath()).toBeNull();
  });
});
