import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, ErrorState, FieldGroup, Input, Label, Skeleton } from 'shared-ui';
import { updateFullName, invalidateAccount, useMyProfile } from 'shared-data/account';
import { AccountCard } from './AccountCard';

/** The member's full name (their profile's, shown as organiser and in the admin's list). */
export function NameSection({ userId }: { userId: string }) {
  const profile = useMyProfile(userId);
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fullName = String(new FormData(event.currentTarget).get('fullName') ?? '').trim();
    if (fullName === '') {
      setResult({ tone: 'error', text: 'Please enter your full name.' });
      return;
    }
    setSaving(true);
    setResult(null);
    try {
      await updateFullName(userId, fullName);
      setResult({ tone: 'success', text: 'Your name has been saved.' });
      invalidateAccount();
    } catch (error) {
      console.error('Error saving the name', error);
      setResult({ tone: 'error', text: 'Your name could not be saved. Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountCard section="name">
      {profile.status === 'pending' ? <Skeleton style={{ height: '4.5rem' }} /> : null}
      {profile.status === 'error' ? <ErrorState title="We couldn't load your profile." onRetry={profile.refetch} /> : null}
      {profile.status === 'success' ? (
        <form onSubmit={(event) => void handleSubmit(event)} aria-label="Your name">
          <FieldGroup>
            <Label htmlFor={`${id}-name`}>Full Name</Label>
            <Input id={`${id}-name`} name="fullName" type="text" autoComplete="name" required maxLength={200} defaultValue={profile.data?.full_name ?? ''} />
          </FieldGroup>
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <Button type="submit" disabled={saving} style={{ marginTop: '1rem' }}>
            {saving ? 'Saving...' : 'Save Name'}
          </Button>
        </form>
      ) : null}
    </AccountCard>
  );
}
