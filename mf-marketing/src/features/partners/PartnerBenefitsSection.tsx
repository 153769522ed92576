import styled from 'styled-components';
import { Container } from 'shared-ui';
import { CardList } from '../../components/CardList';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { SectionHeader } from '../../components/SectionHeader';
import { partnerBenefits } from './partnerBenefits';

export function PartnerBenefitsSection() {
  return (
    <Band aria-labelledby="partner-benefits-heading">
      <Container>
        <SectionHeader
          id="partner-benefits-heading"
          title="Why Partner With EO Asia Pacific"
          intro="We choose a small number of partners whose products genuinely help entrepreneurs grow, and we introduce them to our members as friends, not sponsors."
        />
        <CardList $min="240px">
          {partnerBenefits.map((benefit) => (
            <li key={benefit.title}>
              <FeatureCard icon={<Icon name={benefit.icon} />} title={benefit.title} text={benefit.text} />
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
