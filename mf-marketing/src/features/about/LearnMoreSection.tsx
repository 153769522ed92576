import styled from 'styled-components';
import { Container, Grid, paths } from 'shared-ui';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { SectionHeader } from '../../components/SectionHeader';

export function LearnMoreSection() {
  return (
    <Band aria-labelledby="learn-more-heading">
      <Container>
        <SectionHeader id="learn-more-heading" title="Learn More About Us" />
        <Grid $min="280px">
          <FeatureCard
            icon={<Icon name="chart" />}
            title="Annual Report"
            text="Our year in numbers: new members, new chapters, new Forums and the learning that brought them together."
          >
            <div>
              <LinkButton to={paths.annualReport} $variant="primary">
                Read the Annual Report
              </LinkButton>
            </div>
          </FeatureCard>
          <FeatureCard
            icon={<Icon name="shield" />}
            title="Regional Council"
            text="Meet the volunteer entrepreneurs who lead EO Asia Pacific and the advisors who support them."
          >
            <div>
              <LinkButton to={paths.regionalCouncil} $variant="primary">
                Meet the Regional Council
              </LinkButton>
            </div>
          </FeatureCard>
        </Grid>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ theme }) => theme.colors.surface};
`;
