import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(11, 27, 51, 0.55);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  animation: ${fadeIn} 0.15s ease-out;
`;

const Content = styled(DialogPrimitive.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 560px);
  max-height: 90vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 1.5rem;
  animation: ${fadeIn} 0.15s ease-out;
`;

const DialogTitle = styled(DialogPrimitive.Title)`
  font-size: 1.35rem;
  margin: 0 0 0.25rem;
`;

const DialogDescription = styled(DialogPrimitive.Description)`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 1.25rem;
`;

const Close = styled(DialogPrimitive.Close)`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  &:hover { background: ${({ theme }) => theme.colors.subtle}; }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** Modal dialog (Radix: focus trap, Escape to close, focus returns to the opener). */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  // Radix returns focus to a Dialog.Trigger; controlled dialogs opened by any button return it
  // to whatever had focus when they opened (WAI-ARIA dialog pattern).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const handleCloseAutoFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        {/* Without a description, say so explicitly (Radix otherwise warns about a missing one). */}
        <Content {...(description ? {} : { 'aria-describedby': undefined })} onCloseAutoFocus={handleCloseAutoFocus}>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
          {children}
          <Close aria-label="Close">×</Close>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
