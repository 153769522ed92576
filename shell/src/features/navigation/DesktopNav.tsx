import type { PointerEvent } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { activeHref } from './isActivePath';
import { menuGroups, type MenuItem as MenuItemDefinition } from './menuDefinitions';
import { List } from 'shared-ui';

const Root = styled(NavigationMenu.Root)`
  position: relative;
  display: flex;
  justify-content: center;
`;

const MenuList = styled(NavigationMenu.List)`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: 0.125rem;
`;

const Trigger = styled(NavigationMenu.Trigger)<{ $active: boolean }>`
  border: 0;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryDark : theme.colors.text)};
  font-weight: 600;
  font-size: 0.95rem;
  white-space: nowrap;
  padding: 0.5rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  &:hover, &[data-state='open'] { background: ${({ theme }) => theme.colors.subtle}; }
  &::after { content: '▾'; font-size: 0.75em; }
`;

/*
 * The panel sits inside the header's DesktopOnly box, whose children keep one line each
 * (white-space: nowrap) so the bar never wraps. The panel's text must wrap, and its two columns
 * may shrink below their longest line (minmax(0, ...)): with the inherited nowrap, the group's
 * description alone took the 560 px and pushed every link out of the clipped viewport.
 */
const Content = styled(NavigationMenu.Content)`
  padding: 1.25rem;
  width: min(560px, 90vw);
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
  gap: 1.25rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Intro = styled.div`
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 1rem;
  p { margin: 0.25rem 0 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const GroupTitle = styled.p`
  font-weight: 700;
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Items = styled(List).attrs({ $layout: 'stack', $gap: '0.25rem' })``;

const ItemLink = styled(NavigationMenu.Link)`
  display: block;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.subtle}; }
  &[data-active] { background: ${({ theme }) => theme.colors.primarySoft}; }
  strong { display: block; color: ${({ theme }) => theme.colors.primaryDark}; }
  span { font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const ViewportWrap = styled.div`
  position: absolute;
  top: 100%;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  justify-content: center;
`;

const Viewport = styled(NavigationMenu.Viewport)`
  margin-top: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  width: var(--radix-navigation-menu-viewport-width);
  height: var(--radix-navigation-menu-viewport-height);
`;

/** One page of a group: its title and what it offers; the current page is marked for assistive tech. */
function MenuItem({ item, isCurrent }: { item: MenuItemDefinition; isCurrent: boolean }) {
  return (
    <li>
      <ItemLink asChild active={isCurrent}>
        <Link to={item.href} aria-current={isCurrent ? 'page' : undefined}>
          <strong>{item.title}</strong>
          <span>{item.description}</span>
        </Link>
      </ItemLink>
    </li>
  );
}

/*
 * Menus open on a click (or Enter, or Space), not on hover. Radix opens a menu when the pointer
 * rests on its trigger and toggles it on a click, so the click that followed a hover closed the
 * menu the hover had just opened, and with one menu open the pointer on the next trigger opened it
 * at once and the click closed it (issue 56 item 3). Radix's documented way to a menu that opens on
 * a click (radix-ui/primitives#1630): its pointer handlers on the trigger and the panel skipped
 * (composed handlers skip Radix's when ours call `preventDefault`). A click on a trigger opens its
 * menu, or another one's in its place; a second click, a click outside, Escape or a chosen page
 * closes it; the keyboard is as before.
 */
const skipHoverHandling = (event: PointerEvent) => event.preventDefault();

/** Desktop mega menu (Radix NavigationMenu: keyboard, focus and aria handled). */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Root aria-label="Main">
      <MenuList>
        {menuGroups.map((group) => {
          const current = activeHref(pathname, group.items.map((item) => item.href));
          return (
            <NavigationMenu.Item key={group.title}>
              <Trigger
                $active={current !== undefined}
                data-active={current !== undefined ? 'true' : undefined}
                onPointerMove={skipHoverHandling}
                onPointerLeave={skipHoverHandling}
              >
                {group.title}
              </Trigger>
              <Content>
                <Intro>
                  <GroupTitle>{group.title}</GroupTitle>
                  <p>{group.description}</p>
                </Intro>
                <Items>
                  {group.items.map((item) => (
                    <MenuItem key={item.href} item={item} isCurrent={item.href === current} />
                  ))}
                </Items>
              </Content>
            </NavigationMenu.Item>
          );
        })}
      </MenuList>
      <ViewportWrap>
        {/* data-menu-panel: the e2e suite measures what the open panel shows (tests/e2e/platform.spec.ts). */}
        <Viewport data-menu-panel="" onPointerEnter={skipHoverHandling} onPointerLeave={skipHoverHandling} />
      </ViewportWrap>
    </Root>
  );
}
