import { describe, expect, it } from 'vitest';
import { AuthApiError } from '@supabase/supabase-js';
import { signUpErrorText, TOO_MANY_SIGN_UPS } from './signUpErrorText';

describe('signUpErrorText', () => {
  it("says in the site's words that the network made too many sign-ups, whichever per-address limit answered", () => {
    // The local backend's hour of sign-up emails, and GoTrue's own per-address limit on sign-ups.
    const budget = new AuthApiError('Too many sign-ups from this address in the last hour. Please try again in 42 minutes.', 429, 'over_request_rate_limit');
    const gotrue = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(signUpErrorText(budget)).toBe(TOO_MANY_SIGN_UPS);
    expect(signUpErrorText(gotrue)).toBe(TOO_MANY_SIGN_UPS);
  });

  it("shows the provider's message for everything else, the per-account pause and the project's hour included", () => {
    const pause = new AuthApiError('For security purposes, you can only request this after 42 seconds.', 429, 'over_email_send_rate_limit');
    const weak = new AuthApiError('Password should be at least 8 characters.', 422, 'weak_password');
    expect(signUpErrorText(pause)).toBe(pause.message);
    expect(signUpErrorText(weak)).toBe(weak.message);
    expect(signUpErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
