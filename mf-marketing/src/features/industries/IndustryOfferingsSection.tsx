import styled from 'styled-components';
import { Container } from 'shared-ui';
import { CardList } from '../../components/CardList';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { SectionHeader } from '../../components/SectionHeader';
import { industryOfferings } from './industryOfferings';

export function IndustryOfferingsSection() {
  return (
    <Band aria-labelledby="offerings-heading">
      <Container>
        <SectionHeader
          id="offerings-heading"
          title="What Every Community Offers"
          intro="Four ways to learn and connect, designed around the rhythm of a busy founder's year."
        />
        <CardList $min="240px">
          {industryOfferings.map((offering) => (
            <li key={offering.title}>
              <FeatureCard icon={<Icon name={offering.icon} />} title={offering.title} text={offering.text} />
            </li>
          ))}
        </CardList>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ theme }) => theme.colors.surface};
`;
