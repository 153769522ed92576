import { useId } from 'react';
import { Band } from 'shared-ui';
import { EO_GLOBAL_URL } from 'shared-site';
import { SectionHeader } from '../../components/SectionHeader';

export function GlobalNetworkSection() {
  const headingId = useId();
  return (
    <Band labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title="Part of a Global Network"
        intro="EO Asia Pacific is one region of the Entrepreneurs' Organization, a global community of nearly 20,000 entrepreneurs."
      />
      <a href={EO_GLOBAL_URL} target="_blank" rel="noopener noreferrer">
        Explore the Entrepreneurs' Organization global website (opens in a new tab)
      </a>
    </Band>
  );
}
