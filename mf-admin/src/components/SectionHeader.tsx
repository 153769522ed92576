import styled from 'styled-components';

/** A section's heading with its count or action beside it, wrapping under it on a narrow screen. */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-top: 2rem;
`;
