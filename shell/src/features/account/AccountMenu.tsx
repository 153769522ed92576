import styled from 'styled-components';
import { media } from 'shared-ui';
import { ACCOUNT_SECTIONS, EVENT_SECTIONS, SETTINGS_SECTIONS } from './accountSections';

const Nav = styled.nav`
  ${media.up('lg')} {
    grid-row: 1 / span 2;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
  ${media.up('xl')} {
    grid-row: 1;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.up('lg')} {
    flex-direction: column;
    gap: 0.25rem;
  }
`;

const MenuLink = styled.a`
  display: block;
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.875rem;
  text-decoration: none;
  ${media.up('lg')} {
    padding: 0.5rem 0.75rem;
    font-size: 0.95rem;
    border-color: transparent;
    background: transparent;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "On this page": a link to each part of /account, in the page's order. */
export function AccountMenu() {
  return (
    <Nav aria-label="On this page">
      <Links>
        {[...EVENT_SECTIONS, ...SETTINGS_SECTIONS].map((section) => (
          <li key={section}>
            <MenuLink href={`#${ACCOUNT_SECTIONS[section].id}`}>{ACCOUNT_SECTIONS[section].title}</MenuLink>
          </li>
        ))}
      </Links>
    </Nav>
  );
}
