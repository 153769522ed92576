import styled from 'styled-components';

/** Centres content at the site's reading width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`;

export const PageHeading = styled.h1`
  font-size: clamp(2rem, 5vw, 3.25rem);
  font-weight: 800;
  letter-spacing: -0.01em;
`;

export const SectionHeading = styled.h2`
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  font-weight: 800;
`;

export const Lead = styled.p`
  font-size: 1.15rem;
  max-width: 60ch;
  color: inherit;
  opacity: 0.92;
`;

/** Responsive grid: columns at least `$min` wide. */
export const Grid = styled.div<{ $min?: string; $gap?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr));
  gap: ${({ $gap }) => $gap ?? '1.5rem'};
`;
