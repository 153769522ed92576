import styled from 'styled-components';

/** A list with nothing in it: a heading, a line of explanation, maybe a way out. */
export const EmptyList = styled.div`
  text-align: center;
  padding: 2.5rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 { margin: 0 0 0.5rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  p + button { margin-top: 1rem; }
`;
