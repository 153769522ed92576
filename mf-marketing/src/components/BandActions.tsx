import { ButtonAnchor, ButtonLink, VisuallyHidden } from 'shared-ui';

/**
 * One large button on a dark band (a page's `PageHero` or a `CallToActionBand`): a page of the site
 * (`to`) or an address (`href`: mailto, an in-page anchor, another site).
 */
export type BandAction = {
  label: string;
  /** Left out: the first action is `inverse` (the one that stands out), the others `onDark`. */
  variant?: 'inverse' | 'onDark';
} & ({ to: string } | { href: string; opensInNewTab?: boolean });

/**
 * The buttons of a dark band. Every page's hero and closing band showed the same pair of large
 * buttons written out by hand; described as data, they cannot drift apart in size or variant.
 */
export function BandActions({ actions }: { actions: BandAction[] }) {
  return (
    <>
      {actions.map((action, index) => {
        const variant = action.variant ?? (index === 0 ? 'inverse' : 'onDark');
        if ('to' in action) {
          return (
            <ButtonLink key={action.label} to={action.to} $variant={variant} $size="lg">
              {action.label}
            </ButtonLink>
          );
        }
        const newTab = action.opensInNewTab ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
        return (
          <ButtonAnchor key={action.label} href={action.href} $variant={variant} $size="lg" {...newTab}>
            {action.label}
            {action.opensInNewTab ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
          </ButtonAnchor>
        );
      })}
    </>
  );
}
