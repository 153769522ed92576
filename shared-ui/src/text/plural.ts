const englishRules = new Intl.PluralRules('en-US');

/**
 * The form of a text for a count, as `Intl.PluralRules` decides it: English has "one" and "other"
 * ("1 member", "2 members"). Each form is a whole sentence or label written in the component that
 * shows it, never a word added to another, so a translation can give its own forms.
 */
export function plural<T>(count: number, forms: { one: T; other: T }): T {
  return englishRules.select(count) === 'one' ? forms.one : forms.other;
}
