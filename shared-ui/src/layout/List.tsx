import styled, { css } from 'styled-components';

/**
 * `stack`: items one under another; `inline`: a wrapping row (tags, links, buttons);
 * `grid`: responsive columns at least `$min` wide; `cards`: a grid whose items stretch their one child
 * (a card) to the row's height.
 */
export type ListLayout = 'stack' | 'inline' | 'grid' | 'cards';

export interface ListProps {
  $layout?: ListLayout;
  /** Space between items (any CSS length). */
  $gap?: string;
  /** Narrowest column for `grid` and `cards`. */
  $min?: string;
}

const gridColumns = css<ListProps>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr));
`;

const layouts = {
  stack: css`
    display: flex;
    flex-direction: column;
  `,
  inline: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
  `,
  grid: gridColumns,
  cards: css<ListProps>`
    ${gridColumns}
    > li {
      display: flex;
    }
    > li > * {
      flex: 1;
    }
  `,
};

const defaultGaps: Record<ListLayout, string> = { stack: '0.5rem', inline: '0.5rem', grid: '1.25rem', cards: '1.5rem' };

/**
 * A list without bullets or indents, laid out by `$layout`. `role="list"` keeps list semantics in
 * Safari, which drops them when list-style is none, so assistive tech still announces the count.
 * Use `as="ol"` for an ordered list.
 */
export const List = styled.ul.attrs({ role: 'list' })<ListProps>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $layout = 'stack' }) => layouts[$layout]}
  gap: ${({ $gap, $layout = 'stack' }) => $gap ?? defaultGaps[$layout]};
`;
