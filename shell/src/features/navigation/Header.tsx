import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor, media, VisuallyHidden } from 'shared-ui';
import { paths } from 'site-config';
import { DesktopNav } from './DesktopNav';
import { Logo, Wordmark } from './Logo';
import { NoScriptNav } from './NoScriptNav';
import { becomeMemberHref, CONTACT_EMAIL } from './menuDefinitions';
import { SessionControls } from './SessionControls';
import { SideMenu } from './SideMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  backdrop-filter: saturate(180%) blur(8px);
`;

const Inner = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 1.25rem;
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

/*
 * The header never wraps. Its full form (mega menu, Contact, BECOME A MEMBER, Admin, Account, Sign
 * Out) needs about 1,250 px without the name beside the logo and 1,350 px with it (measured for an
 * admin, the widest case; the gaps between items are kept small for it), so: the side menu below
 * 1280 px (xl), the full header from there, and the logo's name from 1440 px, where it fits too.
 * tests/e2e/platform.spec.ts checks 1024, 1280 and 1440 px.
 */
const WORDMARK_FITS = '@media (min-width: 1440px)';

const HomeLink = styled(Link)`
  display: flex;
  align-items: center;
  text-decoration: none;
  flex-shrink: 0;
  ${media.up('xl')} {
    ${Wordmark} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  ${WORDMARK_FITS} {
    ${Wordmark} { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
  }
`;

const DesktopOnly = styled.div`
  display: none;
  ${media.up('xl')} { display: flex; align-items: center; gap: 0.25rem; }
  & > * { white-space: nowrap; flex-shrink: 0; }
`;

/*
 * At the end of the bar. The session controls, drawn once the page knows the session (after the
 * prerendered HTML), come first in it, so they grow it towards the menu and move nothing already
 * drawn (no layout shift).
 */
const Actions = styled(DesktopOnly)`
  margin-left: auto;
`;

const MobileOnly = styled.div`
  margin-left: auto;
  display: flex;
  ${media.up('xl')} { display: none; }
`;

const ContactLink = styled.a`
  margin-right: 0.25rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  background: ${({ theme }) => theme.colors.inverse};
  color: #fff;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  z-index: 1;
  &:focus { top: 0.5rem; }
`;

/** Sticky site header: logo, mega menu, contact, membership and session controls. */
export function Header() {
  return (
    <Bar>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Inner>
        <HomeLink to={paths.home}>
          <Logo />
          <VisuallyHidden> home</VisuallyHidden>
        </HomeLink>
        <DesktopOnly>
          <DesktopNav />
        </DesktopOnly>
        <Actions>
          <SessionControls adminLabel="Admin" />
          <ContactLink href={`mailto:${CONTACT_EMAIL}`}>Contact</ContactLink>
          <ButtonAnchor href={becomeMemberHref} $size="sm">
            BECOME A MEMBER
          </ButtonAnchor>
        </Actions>
        <MobileOnly>
          <SideMenu />
        </MobileOnly>
      </Inner>
      <NoScriptNav />
    </Bar>
  );
}
