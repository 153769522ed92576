import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/theme';
import { Overlay } from './Dialog';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Panel = styled(DialogPrimitive.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 0;
  right: 0;
  height: 100dvh;
  width: min(100vw, 350px);
  ${media.up('sm')} { width: 400px; }
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 1.25rem;
  animation: ${slideIn} 0.2s ease-out;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
`;

const Title = styled(DialogPrimitive.Title)`font-size: 1.1rem; margin: 0;`;

const Close = styled(DialogPrimitive.Close)`
  border: 0;
  background: transparent;
  font-size: 1.75rem;
  line-height: 1;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.subtle}; }
`;

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opens the sheet; focus returns to it on close. */
  trigger: ReactNode;
  children: ReactNode;
  /**
   * Called as the sheet closes, before focus returns to the trigger; `event.preventDefault()` keeps
   * it from returning (a sheet closed by navigating: the new page takes focus).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Slide-in side panel from the right: a labelled modal dialog (focus trap, Escape, focus return). */
export function Sheet({ open, onOpenChange, title, trigger, children, onCloseAutoFocus }: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <Overlay />
        <Panel aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Top>
            <Title>{title}</Title>
            <Close aria-label="Close menu">×</Close>
          </Top>
          {children}
        </Panel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
