import styled from 'styled-components';

/**
 * A responsive grid of cards that is also a list, so assistive tech announces the count.
 * `role="list"` keeps list semantics in Safari, which drops them when list-style is none.
 */
export const CardList = styled.ul.attrs({ role: 'list' })<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr));
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;
