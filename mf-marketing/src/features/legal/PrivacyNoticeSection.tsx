import styled from 'styled-components';
import { Section } from 'shared-ui';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import { PRIVACY_EFFECTIVE_DATE, privacySections } from './privacySections';
import { LegalReading } from './LegalReading';
import { LegalSectionBody } from './LegalSectionBody';

/** effective date, then one section per topic SPEC lists. */
export function PrivacyNoticeSection() {
  return (
    <Section>
      <LegalReading>
        <Effective>This notice is effective {PRIVACY_EFFECTIVE_DATE}.</Effective>
        <Contents aria-label="On this page">
          <ul>
            {privacySections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </Contents>
        {privacySections.map((section) => (
          <Block key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.title}</h2>
            <LegalSectionBody section={section} />
          </Block>
        ))}
        <p>
          To exercise your rights or ask about this notice, write to{' '}
          <a href={mailtoHref(MEMBERSHIP_EMAIL, 'Privacy request')}>{MEMBERSHIP_EMAIL}</a>.
        </p>
      </LegalReading>
    </Section>
  );
}

const Effective = styled.p`
  font-weight: 700;
`;

const Contents = styled.nav`
  margin: 1.5rem 0 1rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  ul {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2 14rem;
  }
`;

const Block = styled.section`
  padding: 1.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  &:first-of-type {
    border-top: 0;
  }
`;
