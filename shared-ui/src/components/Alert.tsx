import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'success' | 'info' }>`
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.75rem 1rem;
  font-size: 0.95rem;
  border: 1px solid;
  color: ${({ theme, $tone }) => ({ error: theme.colors.danger, success: theme.colors.success, info: theme.colors.primaryDark })[$tone]};
  background: ${({ theme, $tone }) => ({ error: theme.colors.dangerSoft, success: theme.colors.successSoft, info: theme.colors.primarySoft })[$tone]};
`;

/** Inline message. Errors are announced immediately (role alert), others politely (role status). */
export function Alert({ tone = 'info', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
