import styled from 'styled-components';
import { annualReportLanguages, annualReportRequestHref } from './annualReportLanguages';
import { List } from 'shared-ui';

/** One request link per language, each marked with hreflang and named in its own language. */
export function ReportLanguageLinks() {
  return (
    <LanguageList>
      {annualReportLanguages.map((language) => (
        <li key={language.code}>
          <LanguageLink href={annualReportRequestHref(language)} hrefLang={language.code}>
            <span lang={language.code}>{language.nativeName}</span>
            {language.nativeName !== language.englishName ? <English>{language.englishName}</English> : null}
          </LanguageLink>
        </li>
      ))}
    </LanguageList>
  );
}

const LanguageList = styled(List).attrs({ $layout: 'grid', $gap: '0.75rem', $min: '11rem' })`
  & > li {
    display: flex;
  }
`;

const LanguageLink = styled.a`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: 0.875rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const English = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;
