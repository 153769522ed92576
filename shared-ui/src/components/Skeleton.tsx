import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** Placeholder block shown while content loads; hidden from assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string; $radius?: string }>`
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.md};
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
