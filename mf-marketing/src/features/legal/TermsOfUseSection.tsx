import { useId } from 'react';
import styled from 'styled-components';
import { List, Section } from 'shared-ui';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import { termsSections } from './termsSections';
import { LegalReading } from './LegalReading';
import { LegalSectionBody } from './LegalSectionBody';

/** an introduction, then the twelve prohibited uses as a numbered list of sections. */
export function TermsOfUseSection() {
  const contactId = useId();
  return (
    <Section>
      <LegalReading>
        <Intro>
          By accessing this website you agree to these terms. We may remove content, suspend access or report activity to
          the authorities where we believe these terms have been broken. The following uses are prohibited:
        </Intro>
        <SectionList>
          {termsSections.map((section, index) => (
            <li key={section.id}>
              <section id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>
                  <Number>{index + 1}.</Number> {section.title}
                </h2>
                <LegalSectionBody section={section} />
              </section>
            </li>
          ))}
        </SectionList>
        <section aria-labelledby={contactId}>
          <h2 id={contactId}>Questions About These Terms</h2>
          <p>
            If you have a question about these terms, or want to report content or behaviour that breaks them, please write to{' '}
            <a href={mailtoHref(MEMBERSHIP_EMAIL, 'Terms of use')}>{MEMBERSHIP_EMAIL}</a>.
          </p>
        </section>
      </LegalReading>
    </Section>
  );
}

const Intro = styled.p`
  margin-bottom: 2rem;
`;

/* Numbers are written into the headings so heading navigation and copied text keep them. */
const SectionList = styled(List).attrs({ as: 'ol', $layout: 'stack', $gap: '0' })`
  margin: 0 0 2.5rem;
  & > li {
    padding: 1.5rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Number = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;
