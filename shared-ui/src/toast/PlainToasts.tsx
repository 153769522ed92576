import { useEffect } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { toastStore, type ToastMessage, type ToastVariant } from './toastStore';
import { closeStyles, toastStyles, viewportStyles } from './toastStyles';

const List = styled.ol`${viewportStyles}`;
const Item = styled.li<{ $variant: ToastVariant }>`${toastStyles}`;
const Close = styled.button`${closeStyles}`;

function PlainToast({ toast, duration, onDismiss }: { toast: ToastMessage; duration: number; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, duration, onDismiss]);
  return (
    <Item $variant={toast.variant}>
      <div role={toast.variant === 'destructive' ? 'alert' : 'status'}>
        <strong>{toast.title}</strong>
        {toast.description ? <div>{toast.description}</div> : null}
      </div>
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        ×
      </Close>
    </Item>
  );
}

/**
 * The toasts, announced and dismissable, while the toast region's code cannot be fetched (the
 * network dropped after the page loaded): the message still reaches the visitor, which is often
 * exactly that something could not be fetched.
 */
export function PlainToasts({ duration }: { duration: number }) {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const dismiss = useStore(toastStore, (state) => state.dismiss);
  return (
    <section aria-label="Notifications">
      <List>
        {toasts.map((toast) => (
          <PlainToast key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
        ))}
      </List>
    </section>
  );
}
