import { describe, expect, it } from 'vitest';
import { buttonReturnPath, readEmailedLink, readLinkAnswer } from './confirmLink';

const HEX = 'a'.repeat(64);

describe("the auth emails' page reads its link", () => {
  it('takes a token hash and a known type, and knows a PKCE link by its prefix', () => {
    expect(readEmailedLink(`?token_hash=pkce_${HEX}&type=signup`)).toEqual({ tokenHash: `pkce_${HEX}`, type: 'signup', pkce: true });
    expect(readEmailedLink(`?token_hash=${HEX}&type=invite`)).toEqual({ tokenHash: HEX, type: 'invite', pkce: false });
  });

  it('refuses a link cut short, an unknown type or a token that is not one', () => {
    for (const search of ['', `?token_hash=${HEX}`, `?type=signup`, `?token_hash=${HEX}&type=admin`, '?token_hash=<script>&type=signup', '?token_hash=abc&type=signup']) {
      expect(readEmailedLink(search), search).toBeNull();
    }
  });

  it("reads GoTrue's answer from the query or the fragment", () => {
    expect(readLinkAnswer('?error_description=Email+link+is+invalid+or+has+expired', '')).toEqual({ kind: 'error', description: 'Email link is invalid or has expired' });
    expect(readLinkAnswer('', '#error=access_denied&error_description=Gone')).toEqual({ kind: 'error', description: 'Gone' });
    expect(readLinkAnswer('?type=email_change&done=1', '#message=Confirmation+link+accepted')).toEqual({ kind: 'message', message: 'Confirmation link accepted' });
    expect(readLinkAnswer('?code=abc', '')).toEqual({ kind: 'code' });
    expect(readLinkAnswer('?type=signup&done=1', '')).toEqual({ kind: 'none' });
  });

  it('sends a sign-up and a sign-in link to the site root, a reset to its page, the rest back to itself', () => {
    expect(buttonReturnPath('signup', true)).toBe('/');
    expect(buttonReturnPath('magiclink', true)).toBe('/');
    expect(buttonReturnPath('recovery', true)).toBe('/auth/reset-password');
    expect(buttonReturnPath('email_change', true)).toBe('/auth/confirm?type=email_change&done=1');
    expect(buttonReturnPath('signup', false)).toBe('/auth/confirm?type=signup&done=1');
  });
});
