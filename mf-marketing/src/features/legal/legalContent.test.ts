import { privacySections } from './privacySections';
import { termsSections } from './termsSections';

describe('legal content', () => {
  it('lists the twelve prohibited uses in SPEC order', () => {
    expect(termsSections.map((section) => section.id)).toEqual([
      'illegal-activities',
      'malicious-practices',
      'hate-speech',
      'harassment',
      'personal-information',
      'exploitation',
      'spam',
      'sexually-explicit-material',
      'violence',
      'impersonation',
      'account-hijacking',
      'terrorist-content',
    ]);
  });

  it('covers the privacy topics SPEC lists, and says data is not sold', () => {
    expect(privacySections.map((section) => section.id)).toEqual([
      'controller',
      'purposes',
      'legal-bases',
      'retention',
      'sharing',
      'rights',
      'changes',
      'cookies',
    ]);
    expect(privacySections.find((section) => section.id === 'sharing')?.paragraphs.join(' ')).toContain('We do not sell your personal data.');
  });
});
