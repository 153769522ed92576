/**
 * What the sign-up form says when sign-up or "Send the confirmation email again" fails: the
 * provider's message (SPEC section 8), except where the site has words of its own.
 *
 * `over_request_rate_limit` is GoTrue's code for a limit per network address: its own on sign-ups
 * (hosted and local), and the local backend's hour of sign-up emails per address (issue 55 finding
 * 5). GoTrue's text for it, "Request rate limit reached", does not say what to do; the newsletter's
 * words for its own per-address limit do.
 */
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from your network. Please try again in an hour.';

export function signUpErrorText(error: Error): string {
  return 'code' in error && error.code === 'over_request_rate_limit' ? TOO_MANY_SIGN_UPS : error.message;
}
