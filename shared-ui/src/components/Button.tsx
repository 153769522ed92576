import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const sizes = {
  sm: css`padding: 0.375rem 0.75rem; font-size: 0.875rem;`,
  md: css`padding: 0.625rem 1.125rem; font-size: 0.95rem;`,
  lg: css`padding: 0.875rem 1.625rem; font-size: 1.05rem;`,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryDark}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.subtle};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.border}; }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: currentColor;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primarySoft}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.subtle}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
  inverse: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.inverse};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primarySoft}; }
  `,
  /* The secondary action on a dark band: `outline` is blue on light and would fail contrast there. */
  onDark: css`
    background: transparent;
    color: ${({ theme }) => theme.onDark.text};
    border-color: ${({ theme }) => theme.onDark.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.onDark.hover}; }
  `,
};

/** Shared look for buttons and for links that look like buttons (`styled(Link)` + buttonStyles). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  letter-spacing: 0.02em;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s ease, color 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An internal (react-router) link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
