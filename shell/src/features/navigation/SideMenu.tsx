import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor, List, Overline, Sheet } from 'shared-ui';
import { activeHref } from './isActivePath';
import { becomeMemberHref, CONTACT_EMAIL, menuGroups } from './menuDefinitions';
import { SessionControls } from './SessionControls';

const OpenButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  width: 2.75rem;
  height: 2.75rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
`;

const Nav = styled.nav`
  display: grid;
  gap: 1.25rem;
`;

const GroupHeading = styled(Overline).attrs({ as: 'h3' })`
  margin: 0 0 0.375rem;
`;

const Items = styled(List).attrs({ $layout: 'stack', $gap: '0' })``;

const ItemLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryDark : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover { background: ${({ theme }) => theme.colors.subtle}; }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Small-screen menu: the header's items in a slide-in dialog that closes on navigation. */
export function SideMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  const close = () => setIsOpen(false);

  return (
    <Sheet
      open={isOpen}
      onOpenChange={setIsOpen}
      title="Menu"
      trigger={
        <OpenButton type="button" aria-label="Open menu">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </OpenButton>
      }
    >
      <Nav aria-label="Main">
        {menuGroups.map((group) => {
          const current = activeHref(pathname, group.items.map((item) => item.href));
          return (
            <div key={group.title}>
              <GroupHeading>{group.title}</GroupHeading>
              <Items>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <ItemLink to={item.href} $active={item.href === current} aria-current={item.href === current ? 'page' : undefined} onClick={close}>
                      {item.title}
                    </ItemLink>
                  </li>
                ))}
              </Items>
            </div>
          );
        })}
        <Actions>
          <ButtonAnchor href={`mailto:${CONTACT_EMAIL}`} $variant="secondary">
            Contact
          </ButtonAnchor>
          <ButtonAnchor href={becomeMemberHref}>BECOME A MEMBER</ButtonAnchor>
          <SessionControls adminLabel="Admin Dashboard" onNavigate={close} />
        </Actions>
      </Nav>
    </Sheet>
  );
}
