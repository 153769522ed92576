import { PARTNERSHIPS_EMAIL, mailtoHref } from 'shared-site';
import { CallToActionBand } from '../../components/CallToActionBand';
import { EVENT_PROMOTION_PROCESSING_TIME } from './partnershipTypes';

/** Where to write to start a partnership. */
export function PartnershipEnquiryBand() {
  return (
    <CallToActionBand
      heading="Let's Build Something Together"
      text={`Tell us about your organisation and what you would like to achieve. Our partnerships team replies to every enquiry, and event promotion requests are processed within ${EVENT_PROMOTION_PROCESSING_TIME}.`}
      actions={[{ label: `Email ${PARTNERSHIPS_EMAIL}`, href: mailtoHref(PARTNERSHIPS_EMAIL, 'Partnership enquiry'), variant: 'onDark' }]}
    />
  );
}
