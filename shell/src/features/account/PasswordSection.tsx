import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, FieldGroup, Input, Label } from 'shared-ui';
import { changePassword } from 'shared-data/account';
import { MIN_PASSWORD_LENGTH } from '../../config/passwordRule';
import { AccountCard } from './AccountCard';

/** The backend's answers, in the site's words where they are about what the member typed. */
function passwordMessage(error: { code?: string; message: string }): string {
  if (error.code === 'current_password_mismatch' || error.code === 'current_password_required') return 'Your current password is not correct.';
  if (error.code === 'same_password') return 'The new password must be different from your current one.';
  return error.message;
}

/**
 * A new password, which needs the current one (checked by the backend). Accounts that sign in only
 * with a third-party provider have no password here to change.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get('currentPassword') ?? '');
    const next = String(form.get('newPassword') ?? '');
    if (next !== String(form.get('confirmPassword') ?? '')) {
      setResult({ tone: 'error', text: 'The new passwords do not match.' });
      return;
    }
    setSaving(true);
    setResult(null);
    const { error } = await changePassword(current, next);
    setSaving(false);
    if (error) {
      setResult({ tone: 'error', text: passwordMessage(error) });
      return;
    }
    formElement.reset();
    setResult({ tone: 'success', text: 'Your password has been changed.' });
  };

  return (
    <AccountCard section="password">
      {hasPassword ? (
        <form onSubmit={(event) => void handleSubmit(event)} aria-label="Change password">
          <FieldGroup>
            <Label htmlFor={`${id}-current`}>Current Password</Label>
            <Input id={`${id}-current`} name="currentPassword" type="password" autoComplete="current-password" required />
          </FieldGroup>
          <FieldGroup>
            <Label htmlFor={`${id}-new`}>New Password</Label>
            <Input id={`${id}-new`} name="newPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} aria-describedby={`${id}-hint`} />
            <small id={`${id}-hint`} style={{ color: '#4F5868', marginTop: '0.25rem' }}>
              At least {MIN_PASSWORD_LENGTH} characters.
            </small>
          </FieldGroup>
          <FieldGroup>
            <Label htmlFor={`${id}-confirm`}>Confirm New Password</Label>
            <Input id={`${id}-confirm`} name="confirmPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
          </FieldGroup>
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <Button type="submit" disabled={saving} style={{ marginTop: '1rem' }}>
            {saving ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      ) : (
        <p>You sign in with a third-party account, so there is no password to change here.</p>
      )}
    </AccountCard>
  );
}
