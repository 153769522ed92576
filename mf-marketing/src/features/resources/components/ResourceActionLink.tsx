import { ButtonAnchor, ButtonLink, VisuallyHidden } from 'shared-ui';
import { resourceLink } from '../resourceLink';
import type { Resource } from '../resourceTypes';

/** The resource's button; the hidden title makes each of the many "Download" links distinct. */
export function ResourceActionLink({ resource }: { resource: Resource }) {
  const { href, isInternal } = resourceLink(resource);
  const label = (
    <>
      {resource.actionLabel}
      <VisuallyHidden>: {resource.title}</VisuallyHidden>
    </>
  );
  return isInternal ? (
    <ButtonLink to={href} $size="sm">
      {label}
    </ButtonLink>
  ) : (
    <ButtonAnchor href={href} $size="sm" $variant="outline">
      {label}
    </ButtonAnchor>
  );
}
