import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldGroup, Input, Label, Select, Textarea } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import { DataError, type EventRow } from 'shared-data';
import { setRegistrationAndRefresh, type RegistrationQuestion, type RegistrationQuestionDraft } from 'shared-data/rsvp';

/** The database's limits (20261130500100_registration_questions_and_guest_list.sql). */
const MAX_QUESTIONS = 5;
const PROMPT_MAX = 200;
const OPTIONS_MAX = 10;
const OPTION_MAX = 100;

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-height: min(70vh, 40rem);
  overflow-y: auto;
  padding-right: 0.25rem;
`;

const Question = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { font-weight: 700; padding: 0 0.25rem; }
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  input { width: 1.1rem; height: 1.1rem; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: space-between;
  align-items: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface Draft extends RegistrationQuestionDraft {
  key: number;
  optionsText: string;
}

const toDraft = (question: RegistrationQuestion, key: number): Draft => ({
  key,
  id: question.id,
  prompt: question.prompt,
  kind: question.kind,
  options: question.options,
  required: question.required,
  optionsText: (question.options ?? []).join('\n'),
});

const optionsOf = (text: string) => text.split('\n').map((option) => option.trim()).filter(Boolean);

export interface RegistrationQuestionsDialogProps {
  event: EventRow;
  questions: RegistrationQuestion[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The organiser's registration settings: up to five questions (a short text or a choice, required
 * or not) and whether signed-in members see who is going. The database checks every limit and
 * who may change them; its words are shown here and nothing typed is lost.
 */
export function RegistrationQuestionsDialog({ event, questions, open, onOpenChange }: RegistrationQuestionsDialogProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() => questions.map(toDraft));
  const [nextKey, setNextKey] = useState(questions.length);
  const [showGuestList, setShowGuestList] = useState(event.guest_list_visible);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const change = (key: number, fields: Partial<Draft>) => setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...fields } : draft)));
  const add = () => {
    setDrafts((current) => [...current, { key: nextKey, prompt: '', kind: 'text', options: null, required: false, optionsText: '' }]);
    setNextKey((key) => key + 1);
  };

  const handleSubmit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      await setRegistrationAndRefresh(
        event.id,
        drafts.map(({ id: questionId, prompt, kind, required, optionsText }) => ({
          ...(questionId ? { id: questionId } : {}),
          prompt,
          kind,
          required,
          options: kind === 'choice' ? optionsOf(optionsText) : null,
        })),
        showGuestList,
      );
      onOpenChange(false);
    } catch (failure) {
      console.error('Saving the registration questions failed', failure);
      setError(failure instanceof DataError && ['23514', '22023', '42501'].includes(failure.code ?? '') ? failure.message : "We couldn't save the questions. Please try again.");
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Registration questions" description={`Members answer these when they RSVP to ${event.title}. At most ${MAX_QUESTIONS}.`}>
      <Form onSubmit={(submitted) => void handleSubmit(submitted)} aria-label="Registration questions">
        {drafts.map((draft, index) => (
          <Question key={draft.key}>
            <legend>Question {index + 1}</legend>
            <FieldGroup>
              <Label htmlFor={`${id}-${draft.key}-prompt`}>Question</Label>
              <Input
                id={`${id}-${draft.key}-prompt`}
                value={draft.prompt}
                maxLength={PROMPT_MAX}
                required
                placeholder="e.g. Which company are you with?"
                onChange={(typed) => change(draft.key, { prompt: typed.target.value })}
              />
            </FieldGroup>
            <FieldGroup>
              <Label htmlFor={`${id}-${draft.key}-kind`}>Answer</Label>
              <Select id={`${id}-${draft.key}-kind`} value={draft.kind} onChange={(chosen) => change(draft.key, { kind: chosen.target.value as Draft['kind'] })}>
                <option value="text">Short text</option>
                <option value="choice">A choice from options</option>
              </Select>
            </FieldGroup>
            {draft.kind === 'choice' ? (
              <FieldGroup>
                <Label htmlFor={`${id}-${draft.key}-options`}>
                  Options, one a line (2 to {OPTIONS_MAX}, each at most {OPTION_MAX} characters)
                </Label>
                <Textarea id={`${id}-${draft.key}-options`} value={draft.optionsText} onChange={(typed) => change(draft.key, { optionsText: typed.target.value })} />
              </FieldGroup>
            ) : null}
            <Row>
              <Check>
                <input type="checkbox" checked={draft.required} onChange={(ticked) => change(draft.key, { required: ticked.target.checked })} />
                Required
              </Check>
              <Button type="button" $variant="outline" $size="sm" onClick={() => setDrafts((current) => current.filter((other) => other.key !== draft.key))}>
                Remove question {index + 1}
              </Button>
            </Row>
          </Question>
        ))}
        <div>
          <Button type="button" $variant="outline" $size="sm" disabled={drafts.length >= MAX_QUESTIONS} onClick={add}>
            Add a question
          </Button>
        </div>
        <Check>
          <input type="checkbox" checked={showGuestList} onChange={(ticked) => setShowGuestList(ticked.target.checked)} />
          Show who's going to signed-in members (each member can hide themselves)
        </Check>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save questions'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
