import { CallToActionBand } from '../../components/CallToActionBand';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';

/** SPEC leaves the button's action open: it starts an email to the membership team. */
export function RequestConsiderationSection() {
  return (
    <CallToActionBand
      heading="Interested in Serving on the Council?"
      text="Council members are chapter leaders who want to shape the experience of thousands of entrepreneurs across the region. Tell us about your leadership journey and the council will consider you for the next term."
      actions={[{ label: 'Request Consideration', href: mailtoHref(MEMBERSHIP_EMAIL, 'Regional Council: request for consideration') }]}
    />
  );
}
