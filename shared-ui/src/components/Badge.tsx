import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A small label. `$color`/`$background` override the tone for category colours. */
export const Badge = styled.span<{ $tone?: BadgeTone; $color?: string; $background?: string }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral', $color }) =>
    $color ??
    { neutral: theme.colors.text, primary: theme.colors.primaryDark, success: theme.colors.success, warning: theme.colors.warning, danger: theme.colors.danger }[$tone]};
  background: ${({ theme, $tone = 'neutral', $background }) =>
    $background ??
    { neutral: theme.colors.subtle, primary: theme.colors.primarySoft, success: theme.colors.successSoft, warning: theme.colors.warningSoft, danger: theme.colors.dangerSoft }[$tone]};
`;
