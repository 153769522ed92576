import { List } from 'shared-ui';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { ContentSection } from '../../components/ContentSection';
import { partnershipBenefits } from './partnershipContent';

const BENEFIT_ICONS: IconName[] = ['target', 'handshake', 'globe'];

export function PartnershipBenefitsSection() {
  return (
    <ContentSection title="Benefits of Partnering With EO">
      <List $layout="cards" $min="300px">
        {partnershipBenefits.map((benefit, index) => (
          <li key={benefit.title}>
            <FeatureCard icon={<Icon name={BENEFIT_ICONS[index] ?? 'star'} />} title={benefit.title} text={benefit.text} />
          </li>
        ))}
      </List>
    </ContentSection>
  );
}
