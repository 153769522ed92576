import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface SectionHeaderProps {
  /** Put the same id in the section's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: string;
  align?: 'start' | 'center';
}

/** The `<h2>` that opens a section, with an optional kicker and intro paragraph. */
export function SectionHeader({ id, title, intro, eyebrow, align = 'start' }: SectionHeaderProps) {
  return (
    <Header $align={align}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title id={id}>{title}</Title>
      {intro ? <Intro>{intro}</Intro> : null}
    </Header>
  );
}

const Header = styled.header<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: clamp(1.5rem, 4vw, 2.5rem);
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
`;

/* Inherits the band's colour so it reads on light and dark sections alike. */
const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  font-weight: 800;
  line-height: 1.2;
`;

const Intro = styled.p`
  margin: 0;
  max-width: 65ch;
  font-size: 1.075rem;
  line-height: 1.65;
`;
