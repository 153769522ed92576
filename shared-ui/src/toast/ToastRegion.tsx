import { useEffect, useRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { buttonStyles } from '../components/Button';
import { toastStore, type ToastVariant } from './toastStore';
import { closeStyles, toastStyles, viewportStyles } from './toastStyles';

const Viewport = styled(ToastPrimitive.Viewport)`${viewportStyles}`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`${toastStyles}`;

const Title = styled(ToastPrimitive.Title)`font-weight: 700;`;
const Description = styled(ToastPrimitive.Description)`font-size: 0.9rem; margin-top: 0.125rem;`;
const Close = styled(ToastPrimitive.Close)`${closeStyles}`;
const Action = styled(ToastPrimitive.Action)<{ $variant?: 'outline'; $size?: 'sm' }>`
  ${buttonStyles}
  margin-top: 0.5rem;
`;

/** The space between the focused control and the toasts when they would overlap, in px. */
const CLEARANCE = 16;

/**
 * Scrolls the page so the control that has focus is not under a toast: a toast says what a
 * control just did, and the person's next move is often that same control (or the one that took
 * its place: "Cancel my place" after "I'm going"). Toasts sit at the bottom on a wide screen and
 * at the top on a phone, so the page moves up or down by the overlap.
 */
function keepFocusClear(viewport: HTMLElement | null) {
  const focused = document.activeElement;
  if (!viewport || !(focused instanceof HTMLElement) || focused === document.body || viewport.contains(focused)) return;
  const control = focused.getBoundingClientRect();
  for (const toast of viewport.children) {
    const box = toast.getBoundingClientRect();
    const overlaps = box.width > 0 && control.left < box.right && control.right > box.left && control.top < box.bottom && control.bottom > box.top;
    if (!overlaps) continue;
    const atBottom = box.top > window.innerHeight / 2;
    window.scrollBy({ top: atBottom ? control.bottom - box.top + CLEARANCE : -(box.bottom - control.top + CLEARANCE), behavior: 'instant' });
    return;
  }
}

/** The toasts and their region (Radix Toast), loaded by `Toaster` with the first toast. */
export default function ToastRegion({ duration }: { duration: number }) {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const dismiss = useStore(toastStore, (s) => s.dismiss);
  const viewport = useRef<HTMLOListElement>(null);

  // After each new toast is laid out (Radix portals it into the viewport a render later), and
  // whenever focus moves while toasts are shown.
  const shown = toasts.length;
  useEffect(() => {
    if (shown === 0) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => keepFocusClear(viewport.current));
    });
    const onFocus = () => requestAnimationFrame(() => keepFocusClear(viewport.current));
    document.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
    };
  }, [toasts, shown]);

  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {toasts.map((t) => (
        <Root
          key={t.id}
          $variant={t.variant}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          {...(t.duration ? { duration: t.duration } : {})}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <Title>{t.title}</Title>
          {t.description ? <Description>{t.description}</Description> : null}
          {t.action ? (
            <Action altText={t.action.altText} $variant="outline" $size="sm" onClick={t.action.onClick}>
              {t.action.label}
            </Action>
          ) : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      ))}
      <Viewport ref={viewport} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
