import { PageHero } from 'shared-ui';
import { paths } from 'site-config';
import { StatsBand } from '../components/StatsBand';
import { CallToActionBand } from '../components/CallToActionBand';
import { MEMBERSHIP_ENQUIRY_HREF } from 'shared-site';
import { OurStorySection } from '../features/about/OurStorySection';
import { MissionSection } from '../features/about/MissionSection';
import { MemberBenefitsSection } from '../features/about/MemberBenefitsSection';
import { LearnMoreSection } from '../features/about/LearnMoreSection';

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="About EO Asia Pacific"
        lead="We are the Asia Pacific home of the Entrepreneurs' Organization: a peer-to-peer network where business owners come to learn, lead and grow."
      />
      <OurStorySection />
      <StatsBand
        heading="EO Asia Pacific at a Glance"
        stats={[
          { value: '1987', label: 'Year EO was founded' },
          { value: '17', label: 'Chapters in APAC' },
          { value: 'Nearly 20,000', label: 'Entrepreneurs worldwide' },
          { value: '61', label: 'Countries with EO members' },
        ]}
      />
      <MissionSection />
      <MemberBenefitsSection />
      <LearnMoreSection />
      <CallToActionBand
        heading="Ready to Grow With Us?"
        text="If you lead a business above US $1 million in annual revenue and want peers who will challenge and support you, we would love to meet you."
        actions={[
          { label: 'BECOME A MEMBER', href: MEMBERSHIP_ENQUIRY_HREF },
          { label: 'Find a Chapter', to: paths.chapters },
        ]}
      />
    </>
  );
}

export default AboutPage;
