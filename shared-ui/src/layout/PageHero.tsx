import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { Overline } from './Cluster';
import { Container } from './Container';
import { Section } from './Section';

export interface PageHeroProps {
  /** Short kicker line above the title. */
  eyebrow?: string;
  /** The page's one `<h1>`. */
  title: ReactNode;
  lead?: ReactNode;
  /** Actions (buttons, links) shown under the lead. */
  children?: ReactNode;
  /**
   * A shorter band and title, for a page whose first screen must also hold what follows it (an
   * event's page: its RSVP control, at every width).
   */
  compact?: boolean;
}

/**
 * The banded opening of a page (brand tone, decoration, overline, title, lead, actions): every part
 * opens its pages with it, so /admin and /image-generator look like the marketing pages. Renders the
 * page's `<h1>`.
 */
export function PageHero({ eyebrow, title, lead, children, compact = false }: PageHeroProps) {
  const headingId = useId();
  return (
    <HeroBand aria-labelledby={headingId} $tone="brand" $spacing={compact ? 'sm' : 'xl'}>
      <Decoration aria-hidden="true" />
      <Container>
        <Inner>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title id={headingId} $compact={compact}>{title}</Title>
          {lead ? <LeadText>{lead}</LeadText> : null}
          {children ? <Actions>{children}</Actions> : null}
        </Inner>
      </Container>
    </HeroBand>
  );
}

const HeroBand = styled(Section)`
  position: relative;
  overflow: hidden;
`;

/* Geometric accents only; kept behind the text so contrast is measured on the dark band. */
const Decoration = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background:
    radial-gradient(circle at 88% 18%, ${({ theme }) => theme.onDark.fill} 0 120px, transparent 121px),
    radial-gradient(circle at 78% 92%, rgba(184, 134, 11, 0.22) 0 90px, transparent 91px);
  ${media.down('md')} {
    opacity: 0.5;
  }
`;

const Inner = styled.div`
  position: relative;
  max-width: 52rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** The page's overline, in the dark band's accent colour. */
const Eyebrow = styled(Overline)`
  font-size: 0.85rem;
  letter-spacing: 0.14em;
  color: ${({ theme }) => theme.onDark.accent};
`;

const Title = styled.h1<{ $compact: boolean }>`
  margin: 0;
  font-size: ${({ $compact }) => ($compact ? 'clamp(1.6rem, 3.6vw, 2.5rem)' : 'clamp(2rem, 5.5vw, 3.5rem)')};
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

const LeadText = styled.p`
  margin: 0;
  font-size: clamp(1.05rem, 2.2vw, 1.25rem);
  max-width: 62ch;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;
