import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldGroup, Input, Label } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import { DataError } from 'shared-data';
import type { RegistrationAnswers, RegistrationQuestion } from 'shared-data/rsvp';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { font-weight: 600; margin-bottom: 0.375rem; padding: 0; }
  label { display: flex; gap: 0.5rem; align-items: center; margin: 0.25rem 0; }
  input { width: 1.1rem; height: 1.1rem; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The most an answer holds (the database's `event_answers_length`). */
const ANSWER_MAX = 500;

export interface RegistrationAnswersDialogProps {
  eventTitle: string;
  questions: RegistrationQuestion[];
  initial: RegistrationAnswers;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "I'm going", "Join the waitlist", "Request to join" or "Save my answers". */
  submitLabel: string;
  /** Rejects with the database's refusal (shown here, nothing typed is lost). */
  onSubmit: (answers: RegistrationAnswers) => Promise<void>;
}

/** The organiser's questions, answered when the member RSVPs and edited later. */
export function RegistrationAnswersDialog({ eventTitle, questions, initial, open, onOpenChange, submitLabel, onSubmit }: RegistrationAnswersDialogProps) {
  const id = useId();
  const [answers, setAnswers] = useState<RegistrationAnswers>(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const set = (questionId: string, value: string) => setAnswers((current) => ({ ...current, [questionId]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      await onSubmit(answers);
    } catch (failure) {
      setError(failure instanceof DataError && failure.code === '23514' ? failure.message : "We couldn't save your answers. Please try again.");
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Questions from the organiser of ${eventTitle}`} description="Your answers go to the event's organisers with your RSVP.">
      <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Registration questions">
        {questions.map((question) =>
          question.kind === 'choice' ? (
            <Choices key={question.id}>
              <legend>
                {question.prompt} {question.required ? <Hint>(required)</Hint> : <Hint>(optional)</Hint>}
              </legend>
              {(question.options ?? []).map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name={`${id}-${question.id}`}
                    value={option}
                    required={question.required}
                    checked={answers[question.id] === option}
                    onChange={() => set(question.id, option)}
                  />
                  {option}
                </label>
              ))}
            </Choices>
          ) : (
            <FieldGroup key={question.id}>
              <Label htmlFor={`${id}-${question.id}`}>
                {question.prompt} {question.required ? <Hint>(required)</Hint> : <Hint>(optional)</Hint>}
              </Label>
              <Input
                id={`${id}-${question.id}`}
                value={answers[question.id] ?? ''}
                maxLength={ANSWER_MAX}
                required={question.required}
                onChange={(event) => set(question.id, event.target.value)}
              />
            </FieldGroup>
          ),
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : submitLabel}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
