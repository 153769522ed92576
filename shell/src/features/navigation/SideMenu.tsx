import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useOnDemand } from 'shared-ui';

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
const prefetchSheet = () => void loadSheet().catch(() => undefined);

/** Small-screen menu: the header's items in a slide-in dialog that closes on navigation. */
export function SideMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const sheet = useOnDemand(loadSheet, isOpen, () => setIsOpen(false));
  const { pathname } = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  // Until the dialog's code is in, the button opens it by asking for it; then the dialog's own trigger does.
  const button = (
    <OpenButton
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-busy={isOpen && !sheet}
      onPointerEnter={prefetchSheet}
      onFocus={prefetchSheet}
      {...(sheet ? {} : { onClick: () => setIsOpen(true) })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </OpenButton>
  );
  if (!sheet) return button;
  const { default: SideMenuSheet } = sheet;
  return <SideMenuSheet open={isOpen} onOpenChange={setIsOpen} trigger={button} />;
}
