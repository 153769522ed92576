import styled, { css } from 'styled-components';

export interface TileProps {
  /** `lg` unless named. */
  $radius?: 'md' | 'lg';
  /** A small shadow that lifts it off a subtle band; on unless turned off. */
  $raised?: boolean;
}

/**
 * A list item drawn as a light card (surface, border, rounded corners): the items of the council,
 * partner, press, chapter, community and lead grids. Each adds its own inner layout with
 * `styled(Tile)`; unlike shared-ui's `Card` (an `<article>`), it is the `<li>` itself and does not clip.
 */
export const Tile = styled.li<TileProps>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $radius = 'lg' }) => theme.radii[$radius]};
  ${({ theme, $raised = true }) =>
    $raised &&
    css`
      box-shadow: ${theme.shadows.sm};
    `}
`;
