import styled from 'styled-components';
import { media } from 'shared-ui';

export interface SplitLayoutProps {
  /** The two columns from the breakpoint on, e.g. `5fr 7fr`; below it the two parts stack. */
  $columns: string;
  /** Where the two columns start; `lg` unless named. */
  $from?: 'md' | 'lg';
  /** A wider gap once the parts sit side by side. */
  $wideGap?: boolean;
}

/**
 * Text beside a picture or video, vertically centred, stacked on narrow screens: the intro and story
 * bands of several pages share it and differ only in the columns' widths.
 */
export const SplitLayout = styled.div<SplitLayoutProps>`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${({ $from = 'lg' }) => media.up($from)} {
    grid-template-columns: ${({ $columns }) => $columns};
    ${({ $wideGap }) => ($wideGap ? 'gap: 3rem;' : '')}
  }
`;
