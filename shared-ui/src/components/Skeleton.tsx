import styled, { css, keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * Placeholder block shown while content loads; hidden from assistive technology. `$still`: a
 * placeholder for content that is not loading yet (below the fold, loaded when scrolled near)
 * does not pulse: nothing is happening, and an endless animation off screen costs a phone's battery.
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string; $radius?: string; $still?: boolean }>`
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.md};
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  animation: ${({ $still }) => ($still ? 'none' : css`${pulse} 1.6s ease-in-out infinite`)};
`;
