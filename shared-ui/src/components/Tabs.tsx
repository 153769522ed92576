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

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
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

export const TabsContent = styled(TabsPrimitive.Content)`
  padding-top: 1.5rem;
`;
