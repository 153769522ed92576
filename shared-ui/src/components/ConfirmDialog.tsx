import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import styled from 'styled-components';
import { buttonStyles } from './Button';

const Overlay = styled(AlertDialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(11, 27, 51, 0.55);
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

const Content = styled(AlertDialogPrimitive.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 440px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 1.5rem;
`;

const Title = styled(AlertDialogPrimitive.Title)`font-size: 1.2rem; margin: 0 0 0.5rem;`;
const Description = styled(AlertDialogPrimitive.Description)`color: ${({ theme }) => theme.colors.muted}; margin: 0 0 1.25rem;`;
const Actions = styled.div`display: flex; justify-content: flex-end; gap: 0.75rem;`;
const Cancel = styled(AlertDialogPrimitive.Cancel)<{ $variant?: 'secondary' }>`${buttonStyles}`;
const Action = styled(AlertDialogPrimitive.Action)<{ $variant?: 'destructive' }>`${buttonStyles}`;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  /** Shown on the confirm button while `onConfirm`'s promise is pending. */
  pendingLabel?: string;
  cancelLabel?: string;
  /**
   * The confirmed action. When it returns a promise the dialog stays open until it settles:
   * it closes on success and stays open on failure (the caller reports the error).
   */
  onConfirm: () => void | Promise<void>;
  /**
   * Called when the dialog closes, before focus goes back to what opened it (while that is still
   * on the page); a caller that moves focus elsewhere prevents the default.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirmation before a destructive action (Radix AlertDialog: focus starts on Cancel). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel = 'Delete', pendingLabel, cancelLabel = 'Cancel', onConfirm, onCloseAutoFocus }: ConfirmDialogProps) {
  const [isPending, setIsPending] = useState(false);
  // As `Dialog` does: Radix returns focus to an AlertDialog.Trigger, and these dialogs are opened
  // by any button, so focus goes back to whatever had it when the dialog opened, while it is there.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };

  const handleConfirm = (event: MouseEvent<HTMLButtonElement>) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    // Keep the dialog open until the action has settled.
    event.preventDefault();
    setIsPending(true);
    result.then(
      () => {
        setIsPending(false);
        onOpenChange(false);
      },
      () => setIsPending(false),
    );
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <Overlay />
        <Content onCloseAutoFocus={returnFocus}>
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Actions>
            <Cancel $variant="secondary" disabled={isPending}>{cancelLabel}</Cancel>
            <Action $variant="destructive" onClick={handleConfirm} disabled={isPending}>
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Action>
          </Actions>
        </Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
