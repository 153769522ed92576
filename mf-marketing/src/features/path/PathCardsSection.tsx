import styled from 'styled-components';
import { Container } from 'shared-ui';
import { CardList } from '../../components/CardList';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { SectionHeader } from '../../components/SectionHeader';
import type { PathCard } from './pathContent';

interface PathCardsSectionProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  cards: PathCard[];
  tone: 'plain' | 'subtle';
}

export function PathCardsSection({ id, eyebrow, heading, intro, cards, tone }: PathCardsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Band id={id} aria-labelledby={headingId} $tone={tone}>
      <Container>
        <SectionHeader id={headingId} eyebrow={eyebrow} title={heading} intro={intro} />
        <CardList $min="240px">
          {cards.map((card) => (
            <li key={card.title}>
              <FeatureCard icon={<Icon name={card.icon} />} title={card.title} text={card.text} />
            </li>
          ))}
        </CardList>
      </Container>
    </Band>
  );
}

const Band = styled.section<{ $tone: 'plain' | 'subtle' }>`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ theme, $tone }) => ($tone === 'subtle' ? theme.colors.subtle : theme.colors.surface)};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;
