import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';
import { StatsBand } from '../components/StatsBand';
import { CallToActionBand } from '../components/CallToActionBand';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import { PathCardsSection } from '../features/path/PathCardsSection';
import { PathTestimonial } from '../features/path/PathTestimonial';
import { insiderCards, pathBenefits, pathResults } from '../features/path/pathContent';

export function PathPage() {
  return (
    <>
      <PageHero
        eyebrow="Growth & Learning"
        title="Path of Leadership"
        lead="From Forum moderator to chapter president to the Regional Council: a proven path for members who want to grow as leaders by serving the entrepreneurs around them."
      >
        <BandActions
          actions={[
            { label: 'GET EXCLUSIVE ACCESS', href: mailtoHref(MEMBERSHIP_EMAIL, 'Path of Leadership: exclusive access') },
            { label: 'See the Results', href: '#path-results' },
          ]}
        />
      </PageHero>
      <PathCardsSection
        id="path-benefits"
        heading="Why Leaders Take the Path"
        intro="Every step on the path is a volunteer role with real responsibility, real support and real rewards."
        cards={pathBenefits}
        tone="plain"
      />
      <StatsBand id="path-results" heading="Results Our Leaders Report" stats={pathResults} />
      <PathCardsSection
        id="path-insiders"
        eyebrow="Insider access"
        heading="Open Only to Leaders on the Path"
        intro="Experiences reserved for members who step up to lead, where the region's most committed entrepreneurs learn side by side."
        cards={insiderCards}
        tone="subtle"
      />
      <PathTestimonial />
      <CallToActionBand
        heading="Leadership Places for Next Year Are Filling Now"
        text="Chapter boards and committees for the coming year are being formed, and places at the Officer Training Academy are limited. Tell us you are interested before the nominations close."
        actions={[{ label: 'Reserve Your Place', href: mailtoHref(MEMBERSHIP_EMAIL, 'Path of Leadership: reserve my place') }]}
      />
    </>
  );
}

export default PathPage;
