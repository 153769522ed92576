import { css, type RuleSet } from 'styled-components';

/**
 * Styles for the links in a block of running text (`a` inside it), written inside a cascade layer.
 *
 * Why: a link styled as a button (`ButtonLink`, `ButtonAnchor`) is an `a` too. A container's
 * `a { color }` (specificity 0,1,1) outranks the button's own class (0,1,0), so a primary
 * "Sign in to RSVP" inside the event's facts took the link blue for its text on its blue
 * background. Rules in a layer lose to every rule outside one, whatever their specificity, so a
 * component's own colours (the button's) always win over a container's colours for its links;
 * among text links, specificity decides as before. The global `a` colour is in the same layer
 * (shared-ui's GlobalStyle). ESLint refuses an `a` selector written outside this helper.
 */
export function textLinks<Props extends object>(rules: RuleSet<Props>): RuleSet<Props> {
  // eslint-disable-next-line no-restricted-syntax -- the one place an `a` selector is written
  return css<Props>`@layer text-links { a { ${rules} } }`;
}
