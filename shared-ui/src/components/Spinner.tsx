import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Busy indicator with an accessible name. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
