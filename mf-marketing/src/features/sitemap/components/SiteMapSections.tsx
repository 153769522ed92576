import styled, { css } from 'styled-components';
import { Band, Card, CardBody, List, textLinks, VisuallyHidden } from 'shared-ui';
import { ContentSection } from '../../../components/ContentSection';
import { externalSiteLinks } from '../externalSiteLinks';
import { siteMapSections } from '../siteMapSections';
import { SiteMapPageEntry } from './SiteMapPageEntry';

/** Every internal page, in the four groups of the site. */
export function SiteMapPagesSection() {
  return (
    <Band>
      <Sections>
        {siteMapSections.map((section) => (
          <Card key={section.id} as="section" aria-labelledby={`sitemap-${section.id}`}>
            <CardBody>
              <SectionTitle id={`sitemap-${section.id}`}>{section.title}</SectionTitle>
              <PageList>
                {section.pages.map((page) => (
                  <SiteMapPageEntry key={page.href} page={page} />
                ))}
              </PageList>
            </CardBody>
          </Card>
        ))}
      </Sections>
    </Band>
  );
}

export function ExternalLinksSection() {
  return (
    <ContentSection tone="subtle" title="Elsewhere on the Web">
      <ExternalList>
        {externalSiteLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
            <p>{link.description}</p>
          </li>
        ))}
      </ExternalList>
    </ContentSection>
  );
}

export function XmlSitemapSection() {
  return (
    <ContentSection
      title="For Search Engines"
      intro="Search engines and other tools can read the machine-readable version of this site map."
    >
      <a href="/sitemap.xml">View sitemap.xml</a>
    </ContentSection>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 30rem), 1fr));
`;

const SectionTitle = styled.h2`
  margin: 0 0 0.25rem;
  font-size: clamp(1.35rem, 3vw, 1.75rem);
  font-weight: 800;
`;

const PageList = styled(List).attrs({ $layout: 'stack', $gap: '0' })``;

const ExternalList = styled(List).attrs({ $layout: 'grid', $gap: '1.25rem', $min: '18rem' })`
  ${textLinks(css`
    font-weight: 700;
    font-size: 1.1rem;
  `)}
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
