import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from 'shared-ui';
import { CardList } from '../../components/CardList';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { SectionHeader } from '../../components/SectionHeader';
import { memberBenefits } from './memberBenefits';

export function MemberBenefitsSection() {
  return (
    <Band aria-labelledby="member-benefits-heading">
      <Container>
        <SectionHeader
          id="member-benefits-heading"
          title="What Members Get"
          intro="Membership is an investment of time as much as money. Here is what our members tell us makes it worth it."
        />
        <CardList $min="260px">
          {memberBenefits.map((benefit) => (
            <li key={benefit.title}>
              <FeatureCard icon={<Icon name={benefit.icon} />} title={benefit.title} text={benefit.text}>
                {benefit.link ? <MoreLink to={benefit.link.to}>{benefit.link.label}</MoreLink> : null}
              </FeatureCard>
            </li>
          ))}
        </CardList>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ theme }) => theme.colors.subtle};
`;

const MoreLink = styled(Link)`
  margin-top: auto;
  padding-top: 0.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;
