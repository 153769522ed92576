import type { CSSProperties } from 'react';
import styled from 'styled-components';

export interface ClusterProps {
  $gap?: string;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
}

/** A row of things (buttons, badges, meta text) that wraps onto more lines when the row is full. */
export const Cluster = styled.div<ClusterProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align }) => $align ?? 'center'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  gap: ${({ $gap }) => $gap ?? '0.75rem'};
`;

/** A small upper-case label above a group (menu groups, "Written by"); pick the heading level with `as`. */
export const Overline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.muted};
`;
