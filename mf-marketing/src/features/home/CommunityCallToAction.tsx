import { CallToActionBand } from '../../components/CallToActionBand';
import { MEMBERSHIP_EMAIL, MEMBERSHIP_ENQUIRY_HREF, mailtoHref } from 'shared-site';

export function CommunityCallToAction() {
  return (
    <CallToActionBand
      heading="Your Next Chapter Starts Here"
      text="Surround yourself with entrepreneurs who understand the weight and the thrill of building something. Membership is by invitation for founders and owners of businesses above US $1 million in annual revenue."
      actions={[
        { label: 'BECOME A MEMBER', href: MEMBERSHIP_ENQUIRY_HREF },
        { label: 'Ask About Eligibility', href: mailtoHref(MEMBERSHIP_EMAIL, 'Membership eligibility question') },
      ]}
    />
  );
}
