import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

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

// The dialog (and its focus trap and scroll lock) is fetched on the first open, or when the
// button is pointed at or focused, not with every page: most visits never open it.
const loadSheet = () => import('./SideMenuSheet');
const SideMenuSheet = lazy(loadSheet);

const menuIcon = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Small-screen menu: the header's items in a slide-in dialog that closes on navigation. */
export function SideMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  const prefetch = () => void loadSheet();
  const renderButton = (onClick?: () => void) => (
    <OpenButton type="button" aria-label="Open menu" aria-haspopup="dialog" onPointerEnter={prefetch} onFocus={prefetch} onClick={onClick}>
      {menuIcon}
    </OpenButton>
  );

  if (!isWanted) {
    return renderButton(() => {
      setIsWanted(true);
      setIsOpen(true);
    });
  }
  return (
    <Suspense fallback={renderButton()}>
      <SideMenuSheet open={isOpen} onOpenChange={setIsOpen} trigger={renderButton()} />
    </Suspense>
  );
}
