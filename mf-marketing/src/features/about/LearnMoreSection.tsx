import { ButtonLink, Grid } from 'shared-ui';
import { paths } from 'site-config';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { ContentSection } from '../../components/ContentSection';

interface LearnMoreLink {
  icon: IconName;
  title: string;
  text: string;
  to: string;
  label: string;
}

const learnMoreLinks: LearnMoreLink[] = [
  {
    icon: 'chart',
    title: 'Annual Report',
    text: 'Our year in numbers: new members, new chapters, new Forums and the learning that brought them together.',
    to: paths.annualReport,
    label: 'Read the Annual Report',
  },
  {
    icon: 'shield',
    title: 'Regional Council',
    text: 'Meet the volunteer entrepreneurs who lead EO Asia Pacific and the advisors who support them.',
    to: paths.regionalCouncil,
    label: 'Meet the Regional Council',
  },
];

export function LearnMoreSection() {
  return (
    <ContentSection title="Learn More About Us">
      <Grid $min="280px">
        {learnMoreLinks.map((link) => (
          <FeatureCard key={link.title} icon={<Icon name={link.icon} />} title={link.title} text={link.text}>
            <div>
              <ButtonLink to={link.to} $variant="primary">
                {link.label}
              </ButtonLink>
            </div>
          </FeatureCard>
        ))}
      </Grid>
    </ContentSection>
  );
}
