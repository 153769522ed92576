import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor, List, Overline } from 'shared-ui';
import { Sheet } from 'shared-ui/dialogs';
import { useEffect, useRef, type ReactNode } from 'react';
import { activeHref } from './isActivePath';
import { becomeMemberHref, CONTACT_EMAIL, menuGroups } from './menuDefinitions';
import { SessionControls } from './SessionControls';

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

export interface SideMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}

/** The side menu's dialog: the header's items, Contact, Become a Member and the session controls. */
export default function SideMenuSheet({ open, onOpenChange, trigger }: SideMenuSheetProps) {
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  // Closed by going to another page: the new page's heading takes focus (RouteFocus), not the
  // "Open menu" button the sheet would return it to.
  const pathWhenOpened = useRef(pathname);
  useEffect(() => {
    if (open) pathWhenOpened.current = window.location.pathname;
  }, [open]);
  const handleCloseAutoFocus = (event: Event) => {
    if (window.location.pathname !== pathWhenOpened.current) event.preventDefault();
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      trigger={trigger}
      onCloseAutoFocus={handleCloseAutoFocus}
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
