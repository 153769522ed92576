import { EO_GLOBAL_URL } from 'shared-site';
import { ContentSection } from '../../components/ContentSection';

export function GlobalNetworkSection() {
  return (
    <ContentSection
      title="Part of a Global Network"
      intro="EO Asia Pacific is one region of the Entrepreneurs' Organization, a global community of nearly 20,000 entrepreneurs."
    >
      <a href={EO_GLOBAL_URL} target="_blank" rel="noopener noreferrer">
        Explore the Entrepreneurs' Organization global website (opens in a new tab)
      </a>
    </ContentSection>
  );
}
