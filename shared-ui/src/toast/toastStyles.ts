import { css } from 'styled-components';
import { media } from '../theme/theme';
import type { ToastVariant } from './toastStore';

/*
 * Bottom right from a tablet up. On a phone the bottom of the screen is where the visitor types
 * (the image generator's prompt box, a form's last field, the on-screen keyboard), so toasts come
 * in at the top, just below the sticky header (its height and its 1 px rule): over the header they
 * hid the menu button and Sign Out while they stayed (issue 56 item 13).
 */
export const viewportStyles = css`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1.25rem;
  width: min(100vw, 400px);
  margin: 0;
  list-style: none;
  outline: none;
  ${media.down('sm')} {
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1px);
    bottom: auto;
    padding: 0.5rem;
  }
`;

export const toastStyles = css<{ $variant: ToastVariant }>`
  position: relative;
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? '#fff' : theme.colors.text)};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.success : theme.colors.border)};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: 0.875rem 2.5rem 0.875rem 1rem;
`;

export const closeStyles = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  width: 1.75rem;
  height: 1.75rem;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
