import { FieldGroup, Input, Label } from 'shared-ui';
import { MIN_PASSWORD_LENGTH } from '../../config/passwordRule';

/** A new password's field with its rule stated before the first try, for sign-up, "Set a new password" and the invitation. */
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
