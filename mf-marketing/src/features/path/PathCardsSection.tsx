import { List } from 'shared-ui';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { ContentSection } from '../../components/ContentSection';
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
  return (
    <ContentSection id={id} tone={tone} eyebrow={eyebrow} title={heading} intro={intro}>
      <List $layout="cards" $min="240px">
        {cards.map((card) => (
          <li key={card.title}>
            <FeatureCard icon={<Icon name={card.icon} />} title={card.title} text={card.text} />
          </li>
        ))}
      </List>
    </ContentSection>
  );
}

