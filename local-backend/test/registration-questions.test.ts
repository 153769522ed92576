/**
 * Registration questions and the guest list (issue 43, item 12;
 * supabase/migrations/20261130500100_registration_questions_and_guest_list.sql), by each role: a
 * visitor, a member (who answers), another member, the event's creator (a member), an organiser
 * and an admin. Row level security and the functions' checks decide; nothing here trusts a screen.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let visitor: SupabaseClient;
let creator: SignedInUser;
let member: SignedInUser;
let other: SignedInUser;
let organiser: SignedInUser;
let admin: SignedInUser;
let eventId: string;
let companyId: string;
let dietId: string;

const QUESTIONS = [
  { prompt: 'Which company are you with?', kind: 'text', required: true },
  { prompt: 'Dietary needs', kind: 'choice', options: ['None', 'Vegetarian', 'Halal'], required: false },
];

beforeAll(async () => {
  backend = await startTestBackend();
  visitor = clientFor(backend);
  admin = await signInAdmin(backend);
  creator = await signUp(backend, 'Cleo Creator');
  member = await signUp(backend, 'Mia Member');
  other = await signUp(backend, 'Otto Other');
  organiser = await signUp(backend, 'Olive Organiser');
  const promoted = await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser' });
  if (promoted.error) throw promoted.error;
  const { data, error } = await creator.client.from('events').insert(eventPayload({ title: 'Founders dinner' })).select('id').single();
  if (error) throw error;
  eventId = data.id as string;
  const set = await creator.client.rpc('set_event_registration', { target_event: eventId, questions: QUESTIONS, show_guest_list: false });
  if (set.error) throw set.error;
  const { data: questions } = await visitor.from('event_questions').select('id, position').eq('event_id', eventId).order('position');
  [companyId, dietId] = (questions as { id: string }[]).map((q) => q.id) as [string, string];
});

afterAll(async () => {
  await backend?.stop();
});

const setRegistration = (who: SupabaseClient, questions: unknown, show: boolean | null = null) =>
  who.rpc('set_event_registration', { target_event: eventId, questions, show_guest_list: show });

describe('registration questions', () => {
  it('are read by everyone, in order, and changed only by the creator, organisers and admins', async () => {
    const { data } = await visitor.from('event_questions').select('prompt, kind, options, required').eq('event_id', eventId).order('position');
    expect(data).toEqual([
      { prompt: 'Which company are you with?', kind: 'text', options: null, required: true },
      { prompt: 'Dietary needs', kind: 'choice', options: ['None', 'Vegetarian', 'Halal'], required: false },
    ]);
    for (const who of [visitor, member.client, other.client]) {
      const { error } = await setRegistration(who, []);
      expect(error?.message ?? '').toMatch(/Only the organiser or an admin can change the registration questions\.|permission denied/);
    }
    // Nobody writes the table directly, not even the creator.
    expect((await creator.client.from('event_questions').insert({ event_id: eventId, position: 3, prompt: 'x', kind: 'text' })).error).not.toBeNull();
    expect((await creator.client.from('event_questions').delete().eq('event_id', eventId).select()).data ?? []).toEqual([]);
    const keep = [{ id: companyId, ...QUESTIONS[0] }, { id: dietId, ...QUESTIONS[1] }];
    for (const who of [creator, organiser, admin]) expect((await setRegistration(who.client, keep)).error).toBeNull();
    const { data: still } = await visitor.from('event_questions').select('id').eq('event_id', eventId).order('position');
    expect(still).toEqual([{ id: companyId }, { id: dietId }]);
  });

  it('are bounded: five at most, text and options of a set length, with clear messages', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ prompt: `Question ${i + 1}`, kind: 'text' }));
    const cases: [unknown, string][] = [
      [six, 'An event can ask at most 5 questions.'],
      [[{ prompt: '   ', kind: 'text' }], 'Question 1 needs its text.'],
      [[{ prompt: 'x'.repeat(201), kind: 'text' }], 'Question 1 is too long: at most 200 characters.'],
      [[{ prompt: 'Pick', kind: 'choice', options: ['Only one'] }], 'Question 1 needs between 2 and 10 options.'],
      [[{ prompt: 'Pick', kind: 'choice', options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) }], 'Question 1 needs between 2 and 10 options.'],
      [[{ prompt: 'Pick', kind: 'choice', options: ['A', 'y'.repeat(101)] }], 'An option of question 1 is too long: at most 100 characters.'],
      [[{ prompt: 'Pick', kind: 'choice', options: ['Same', 'same'] }], 'The options of question 1 must differ from each other.'],
    ];
    for (const [questions, message] of cases) {
      const { error } = await setRegistration(creator.client, questions);
      expect(error?.message).toBe(message);
    }
    // The table's own constraints hold even for a direct write with the service role.
    const service = clientFor(backend, backend.serviceRoleKey);
    expect((await service.from('event_questions').insert({ event_id: eventId, position: 6, prompt: 'Sixth', kind: 'text' })).error?.message).toContain('event_questions_position_range');
    // Nothing was lost by the refused calls.
    expect((await visitor.from('event_questions').select('id').eq('event_id', eventId)).data).toHaveLength(2);
  });
});

describe('answers', () => {
  it('are required where the question says so, whichever function makes the RSVP', async () => {
    const plain = await other.client.rpc('rsvp_event', { target_event: eventId });
    expect(plain.error?.message).toBe('Please answer "Which company are you with?": it is required.');
    const missing = await other.client.rpc('rsvp_event_with_answers', { target_event: eventId, answers: { [dietId]: 'Halal' } });
    expect(missing.error?.message).toBe('Please answer "Which company are you with?": it is required.');
    const badChoice = await other.client.rpc('rsvp_event_with_answers', { target_event: eventId, answers: { [companyId]: 'Acme', [dietId]: 'Pizza' } });
    expect(badChoice.error?.message).toBe('Choose one of the options for "Dietary needs".');
    const tooLong = await other.client.rpc('rsvp_event_with_answers', { target_event: eventId, answers: { [companyId]: 'x'.repeat(501) } });
    expect(tooLong.error?.message).toBe('Your answer to "Which company are you with?" is too long: at most 500 characters.');
    // A refused RSVP keeps nothing: no row, no answer.
    expect((await other.client.from('event_answers').select('answer')).data).toEqual([]);
    expect((await other.client.from('event_rsvps').select('status').eq('event_id', eventId)).data).toEqual([]);
  });

  it('are written with the RSVP, edited later, and read by their member and the event\'s staff only', async () => {
    const going = await member.client.rpc('rsvp_event_with_answers', { target_event: eventId, answers: { [companyId]: 'Mia & Co', [dietId]: 'Vegetarian' } });
    expect(going.data).toBe('going');
    expect((await member.client.rpc('save_event_answers', { target_event: eventId, answers: { [companyId]: 'Mia Holdings', [dietId]: '' } })).error).toBeNull();
    const mine = await member.client.from('event_answers').select('question_id, answer').eq('event_id', eventId);
    expect(mine.data).toEqual([{ question_id: companyId, answer: 'Mia Holdings' }]);
    // Emptying a required answer is refused.
    expect((await member.client.rpc('save_event_answers', { target_event: eventId, answers: { [companyId]: ' ' } })).error?.message).toBe(
      'Please answer "Which company are you with?": it is required.',
    );
    // Another member cannot read them, nor answer for someone else, nor save answers without an RSVP.
    expect((await other.client.from('event_answers').select('answer').eq('event_id', eventId)).data).toEqual([]);
    expect((await other.client.rpc('save_event_answers', { target_event: eventId, answers: { [companyId]: 'Spoof' } })).error?.message).toBe(
      'RSVP to this event first: your answers go with your RSVP.',
    );
    expect((await other.client.from('event_answers').insert({ question_id: companyId, event_id: eventId, user_id: member.id, answer: 'Spoof' })).error).not.toBeNull();
    expect((await visitor.from('event_answers').select('answer')).error).not.toBeNull();
    // The creator, an organiser and an admin read them.
    for (const who of [creator, organiser, admin]) {
      const { data } = await who.client.from('event_answers').select('user_id, answer').eq('event_id', eventId);
      expect(data).toEqual([{ user_id: member.id, answer: 'Mia Holdings' }]);
    }
  });

  it('are hidden from the organiser once the member withdraws, and back with Undo', async () => {
    expect((await member.client.rpc('cancel_rsvp', { target_event: eventId })).error).toBeNull();
    expect((await creator.client.from('event_answers').select('answer').eq('event_id', eventId)).data).toEqual([]);
    expect((await member.client.from('event_answers').select('answer').eq('event_id', eventId)).data).toEqual([{ answer: 'Mia Holdings' }]);
    expect((await member.client.rpc('undo_cancel_rsvp', { target_event: eventId })).data).toBe('going');
    expect((await creator.client.from('event_answers').select('answer').eq('event_id', eventId)).data).toEqual([{ answer: 'Mia Holdings' }]);
  });
});

describe('the guest list', () => {
  it('is shown to signed-in members only once the organiser turns it on', async () => {
    expect((await member.client.rpc('event_guest_list', { target_event: eventId })).error?.message).toBe('The organiser has not shared who is going to this event.');
    expect((await setRegistration(member.client, [], true)).error).not.toBeNull();
    expect((await setRegistration(creator.client, [{ id: companyId, ...QUESTIONS[0] }, { id: dietId, ...QUESTIONS[1] }], true)).error).toBeNull();
    expect((await visitor.rpc('event_guest_list', { target_event: eventId })).error).not.toBeNull();
    for (const who of [member, other, creator, organiser, admin]) {
      const { data, error } = await who.client.rpc('event_guest_list', { target_event: eventId });
      expect(error).toBeNull();
      expect(data).toEqual(['Mia Member']);
    }
  });

  it('leaves out a member who hides themselves, and nobody can hide or show someone else', async () => {
    expect((await member.client.from('guest_list_hidden').insert({ event_id: eventId })).error).toBeNull();
    expect((await other.client.rpc('event_guest_list', { target_event: eventId })).data).toEqual([]);
    // Another member cannot see or undo Mia's choice, nor hide her.
    expect((await other.client.from('guest_list_hidden').select('user_id')).data).toEqual([]);
    expect((await other.client.from('guest_list_hidden').delete().eq('user_id', member.id).select()).data).toEqual([]);
    expect((await other.client.from('guest_list_hidden').insert({ event_id: eventId, user_id: creator.id })).error).not.toBeNull();
    expect((await member.client.from('guest_list_hidden').delete().eq('event_id', eventId)).error).toBeNull();
    expect((await other.client.rpc('event_guest_list', { target_event: eventId })).data).toEqual(['Mia Member']);
  });

  it('shows names only: no email, no id', async () => {
    // One column (PostgREST answers a one-column table as its values): the names, nothing else.
    const { data } = await other.client.rpc('event_guest_list', { target_event: eventId });
    expect(data).toEqual(['Mia Member']);
  });
});
