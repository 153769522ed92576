import { PageHero } from 'shared-ui';
import { BandActions } from '../../components/BandActions';
import { paths } from 'site-config';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';

export function HomeHero() {
  return (
    <PageHero
      eyebrow="Entrepreneurs' Organization · Asia Pacific"
      title="Building The Future Of Business Together"
      lead={
        <>
          Join a trusted community of <strong>19,060+ entrepreneurs across 61 countries</strong> who learn from one
          another, lead with purpose and grow businesses that change their communities.
        </>
      }
    >
      <BandActions
        actions={[
          { label: 'CONTACT US', href: mailtoHref(MEMBERSHIP_EMAIL, 'Enquiry from the EO Asia Pacific website') },
          { label: 'Find a Chapter', to: paths.chapters },
        ]}
      />
    </PageHero>
  );
}
