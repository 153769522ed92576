import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from './Container';

/** The backgrounds a band of the page can take; the dark ones set light text. */
export type SectionTone = 'plain' | 'subtle' | 'inverse' | 'primary' | 'brand';
/** Vertical rhythm of a band: `md` for content, `lg` for calls to action, `xl` for page openers. */
export type SectionSpacing = 'sm' | 'md' | 'lg' | 'xl';

const spacing: Record<SectionSpacing, string> = {
  sm: 'clamp(1.5rem, 4vw, 2.5rem)',
  md: 'clamp(2.5rem, 6vw, 4.5rem)',
  lg: 'clamp(3rem, 7vw, 5rem)',
  xl: 'clamp(3rem, 9vw, 6.5rem)',
};

const tones: Record<SectionTone, ReturnType<typeof css>> = {
  plain: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  `,
  subtle: css`
    background: ${({ theme }) => theme.colors.subtle};
    color: ${({ theme }) => theme.colors.text};
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.inverseText};
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.onDark.text};
  `,
  brand: css`
    background: linear-gradient(125deg, ${({ theme }) => theme.colors.inverse} 0%, ${({ theme }) => theme.colors.primaryDark} 100%);
    color: ${({ theme }) => theme.colors.inverseText};
  `,
};

/** A vertical band of the page. `$tone` picks the background, `$spacing` the padding above and below. */
export const Section = styled.section<{ $tone?: SectionTone; $spacing?: SectionSpacing }>`
  padding: ${({ $spacing = 'md' }) => spacing[$spacing]} 0;
  /* An in-page link to a band lands below the sticky header, not under it. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  ${({ $tone = 'plain' }) => tones[$tone]}
`;

export interface BandProps extends Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> {
  tone?: SectionTone;
  spacing?: SectionSpacing;
  /** The id of the band's heading: a band is a labelled region. */
  labelledBy?: string;
  children: ReactNode;
}

/** A band of the page with its content at the site's reading width: what a page section is made of. */
export function Band({ tone, spacing: bandSpacing, labelledBy, children, ...rest }: BandProps) {
  return (
    <Section $tone={tone} $spacing={bandSpacing} aria-labelledby={labelledBy} {...rest}>
      <Container>{children}</Container>
    </Section>
  );
}
