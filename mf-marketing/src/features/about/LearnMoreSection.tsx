import { ButtonLink, Grid } from 'shared-ui';
import { paths } from 'site-config';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { ContentSection } from '../../components/ContentSection';

export function LearnMoreSection() {
  return (
    <ContentSection title="Learn More About Us">
      <Grid $min="280px">
        <FeatureCard
          icon={<Icon name="chart" />}
          title="Annual Report"
          text="Our year in numbers: new members, new chapters, new Forums and the learning that brought them together."
        >
          <div>
            <ButtonLink to={paths.annualReport} $variant="primary">
              Read the Annual Report
            </ButtonLink>
          </div>
        </FeatureCard>
        <FeatureCard
          icon={<Icon name="shield" />}
          title="Regional Council"
          text="Meet the volunteer entrepreneurs who lead EO Asia Pacific and the advisors who support them."
        >
          <div>
            <ButtonLink to={paths.regionalCouncil} $variant="primary">
              Meet the Regional Council
            </ButtonLink>
          </div>
        </FeatureCard>
      </Grid>
    </ContentSection>
  );
}

