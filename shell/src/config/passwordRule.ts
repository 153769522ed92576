/**
 * The site's one password rule (SPEC leaves them open): at least `[auth] minimum_password_length`
 * characters of supabase/config.toml, which the backend enforces (GoTrue's `weak_password`, its
 * message shown as is); every field for a new password says it before the first try. A test keeps
 * this equal to config.toml.
 */
export const MIN_PASSWORD_LENGTH = 8;
