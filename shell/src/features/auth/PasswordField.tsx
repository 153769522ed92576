import { FieldGroup, Input, Label } from 'shared-ui';

/**
 * The site's one password rule (SPEC leaves them open): at least `[auth] minimum_password_length`
 * characters of supabase/config.toml, which the backend enforces (its message is shown as is); the
 * field says it first. A test keeps this equal to config.toml.
 */
export const MIN_PASSWORD_LENGTH = 6;

/** A new password's field with its rule, for sign-up and "Set a new password". */
export function NewPasswordField({ id, label = 'Password' }: { id: string; label?: string }) {
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} aria-describedby={`${id}-hint`} />
      <small id={`${id}-hint`} style={{ color: '#4F5868', marginTop: '0.25rem' }}>
        At least {MIN_PASSWORD_LENGTH} characters.
      </small>
    </FieldGroup>
  );
}
