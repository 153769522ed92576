import { undoneText } from './CancelRsvpDialog';

describe('what Undo says it put back', () => {
  it('names a place back, a place gone to the waitlist, and a queue position kept', () => {
    expect(undoneText('going', 'going')).toBe('Your place is back.');
    expect(undoneText('going', 'waitlist')).toBe("Your place went to someone on the waitlist: you're first on the waitlist now.");
    expect(undoneText('waitlist', 'waitlist')).toBe("You're back on the waitlist, in the same position.");
    expect(undoneText('pending', 'pending')).toBe('Your request is back with the organiser.');
  });
});
