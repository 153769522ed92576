import styled from 'styled-components';

/** A newsletter issue's body in the blog's reading style. */
export const IssueProse = styled.div`
  font-size: 1.075rem;
  line-height: 1.75;
  max-width: 70ch;
  overflow-wrap: anywhere;

  h2 {
    font-size: clamp(1.4rem, 3vw, 1.75rem);
    font-weight: 800;
    margin: 2.25rem 0 0.75rem;
  }
  h3 {
    font-size: 1.25rem;
    font-weight: 700;
    margin: 1.75rem 0 0.5rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.25rem;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
