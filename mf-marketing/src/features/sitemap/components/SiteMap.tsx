import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardBody, Container, Section, VisuallyHidden } from 'shared-ui';
import { OnDarkLinkButton } from '../../../components/OnDarkLinkButton';
import { PageHero } from '../../../components/PageHero';
import { SectionHeader } from '../../../components/SectionHeader';
import { externalSiteLinks } from '../externalSiteLinks';
import { siteMapSections } from '../siteMapSections';
import { SiteMapPageEntry } from './SiteMapPageEntry';

/** The /sitemap page: home, the four sections of internal pages, external links and the XML sitemap. */
export function SiteMap() {
  const externalId = useId();
  const xmlId = useId();
  return (
    <>
      <PageHero
        eyebrow="Navigation"
        title="Site Map"
        lead="Everything on the EO Asia Pacific website in one place. Last updated December 2024."
      >
        <OnDarkLinkButton to="/" $size="lg">
          Home
        </OnDarkLinkButton>
      </PageHero>

      <Section>
        <Container>
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
        </Container>
      </Section>

      <Section $tone="subtle" aria-labelledby={externalId}>
        <Container>
          <SectionHeader id={externalId} title="Elsewhere on the Web" />
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
        </Container>
      </Section>

      <Section aria-labelledby={xmlId}>
        <Container>
          <SectionHeader
            id={xmlId}
            title="For Search Engines"
            intro="Search engines and other tools can read the machine-readable version of this site map."
          />
          <a href="/sitemap.xml">View sitemap.xml</a>
        </Container>
      </Section>
    </>
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

const PageList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ExternalList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  a {
    font-weight: 700;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
