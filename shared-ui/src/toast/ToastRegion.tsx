import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { toastStore, type ToastVariant } from './toastStore';
import { closeStyles, toastStyles, viewportStyles } from './toastStyles';

const Viewport = styled(ToastPrimitive.Viewport)`${viewportStyles}`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`${toastStyles}`;

const Title = styled(ToastPrimitive.Title)`font-weight: 700;`;
const Description = styled(ToastPrimitive.Description)`font-size: 0.9rem; margin-top: 0.125rem;`;
const Close = styled(ToastPrimitive.Close)`${closeStyles}`;

/** The toasts and their region (Radix Toast), loaded by `Toaster` with the first toast. */
export default function ToastRegion({ duration }: { duration: number }) {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const dismiss = useStore(toastStore, (s) => s.dismiss);
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {toasts.map((t) => (
        <Root
          key={t.id}
          $variant={t.variant}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <Title>{t.title}</Title>
          {t.description ? <Description>{t.description}</Description> : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      ))}
      <Viewport label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
