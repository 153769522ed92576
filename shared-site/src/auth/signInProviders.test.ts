import { describe, expect, it } from 'vitest';
import { signInProviders } from './signInProviders';

describe('signInProviders', () => {
  it('offers only the enabled third-party providers, labelled by name', () => {
    expect(
      signInProviders({ external: { email: true, phone: false, anonymous_users: true, google: true, github: false, linkedin_oidc: true, acme_sso: true }, disableSignup: false }),
    ).toEqual([
      { id: 'google', label: 'Google' },
      { id: 'linkedin_oidc', label: 'LinkedIn' },
      { id: 'acme_sso', label: 'Acme_sso' },
    ]);
  });

  it('offers none when no provider is configured', () => {
    expect(signInProviders({ external: { email: true, google: false }, disableSignup: false })).toEqual([]);
  });
});
