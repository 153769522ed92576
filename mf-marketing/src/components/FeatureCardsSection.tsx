import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { List } from 'shared-ui';
import { FeatureCard } from './FeatureCard';
import { Icon, type IconName } from './Icon';
import { ContentSection } from './ContentSection';

export interface FeatureCardItem {
  icon: IconName;
  title: string;
  text: string;
  /** Where to read more, inside the site. */
  link?: { to: string; label: string };
}

interface FeatureCardsSectionProps {
  /** Id of the section heading (the region's name). */
  id: string;
  title: string;
  intro: string;
  items: FeatureCardItem[];
  minCardWidth?: string;
  tone?: 'plain' | 'subtle';
}

/** A named band of icon cards: benefits, offerings and the like. */
export function FeatureCardsSection({ id, title, intro, items, minCardWidth = '240px', tone = 'plain' }: FeatureCardsSectionProps) {
  return (
    <ContentSection id={id} tone={tone} title={title} intro={intro}>
      <List $layout="cards" $min={minCardWidth}>
        {items.map((item) => (
          <li key={item.title}>
            <FeatureCard icon={<Icon name={item.icon} />} title={item.title} text={item.text}>
              {item.link ? <MoreLink to={item.link.to}>{item.link.label}</MoreLink> : null}
            </FeatureCard>
          </li>
        ))}
      </List>
    </ContentSection>
  );
}

const MoreLink = styled(Link)`
  margin-top: auto;
  padding-top: 0.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;
