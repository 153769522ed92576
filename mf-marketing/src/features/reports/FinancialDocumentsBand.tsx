import { paths } from 'site-config';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import { CallToActionBand } from '../../components/CallToActionBand';

/** How to ask for the audited statements. */
export function FinancialDocumentsBand() {
  return (
    <CallToActionBand
      heading="Request Financial Documents"
      text="Members, partners and regulators can request our most recent audited financial statements and tax documents from the regional team."
      actions={[
        { label: 'Email Our Team', href: mailtoHref(MEMBERSHIP_EMAIL, 'Financial documents request'), variant: 'onDark' },
        { label: 'Read the Annual Report', to: paths.annualReport, variant: 'inverse' },
      ]}
    />
  );
}
