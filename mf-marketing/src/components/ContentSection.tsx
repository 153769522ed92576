import { useId, type ReactNode } from 'react';
import { Band, type SectionSpacing, type SectionTone } from 'shared-ui';
import { SectionHeader, type SectionHeaderProps } from './SectionHeader';

export interface ContentSectionProps extends Omit<SectionHeaderProps, 'id'> {
  /** The band's own id, for in-page links. */
  id?: string;
  tone?: SectionTone;
  spacing?: SectionSpacing;
  children?: ReactNode;
}

/** A band of a page that opens with its `<h2>` (and kicker, intro) and is the region that heading names. */
export function ContentSection({ id, tone, spacing, children, ...header }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Band labelledBy={headingId} {...(id ? { id } : {})} {...(tone ? { tone } : {})} {...(spacing ? { spacing } : {})}>
      <SectionHeader id={headingId} {...header} />
      {children}
    </Band>
  );
}
