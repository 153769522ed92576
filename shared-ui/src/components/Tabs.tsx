import type { ComponentProps, MouseEvent } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Accessible tabs (Radix: roving focus, arrow keys, aria-selected). */
export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Trigger = styled(TabsPrimitive.Trigger)`
  border: 0;
  background: transparent;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/**
 * A tab. Its ring is the global `:focus-visible` one, for the keyboard only. Radix focuses a tab
 * from script on mouse down (`focus()`), which the browser takes as a reason to match
 * `:focus-visible`, so a clicked tab kept the ring. Here a primary click focuses it with
 * `focusVisible: false` before Radix can; that focus selects it (automatic activation, the only
 * mode the site uses). Other buttons and modifier clicks go to Radix as before.
 */
/** `focusVisible` is in the HTML standard and in Chromium and Firefox; TypeScript's DOM types lack it yet. */
const POINTER_FOCUS: FocusOptions & { focusVisible: boolean } = { focusVisible: false };

export function TabsTrigger({ onMouseDown, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const handleMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    onMouseDown?.(event);
    if (event.defaultPrevented || props.disabled || event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    event.currentTarget.focus(POINTER_FOCUS);
  };
  return <Trigger {...props} onMouseDown={handleMouseDown} />;
}

export const TabsContent = styled(TabsPrimitive.Content)`
  padding-top: 1.5rem;
`;
