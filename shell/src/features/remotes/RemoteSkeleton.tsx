import styled from 'styled-components';
import { Container, Skeleton, VisuallyHidden } from 'shared-ui';

/*
 * A page's placeholder fills the first screen: whatever loads below it (the home page's later
 * sections, the footer) is then drawn off screen and never moves in view when the page arrives.
 */
const Wrap = styled.div<{ $variant: 'page' | 'section' }>`
  display: grid;
  align-content: start;
  gap: 1rem;
  padding: 2.5rem 0;
  min-height: ${({ $variant, theme }) => ($variant === 'page' ? `calc(100vh - ${theme.layout.headerHeight})` : 'auto')};
`;

/** Placeholder while a remote's code loads. */
export function RemoteSkeleton({ variant }: { variant: 'page' | 'section' }) {
  return (
    <Container>
      <Wrap role="status" aria-busy="true" $variant={variant}>
        <VisuallyHidden>Loading...</VisuallyHidden>
        <Skeleton $height={variant === 'page' ? '3rem' : '2rem'} $width="60%" />
        <Skeleton $height="1rem" $width="90%" />
        <Skeleton $height="1rem" $width="80%" />
        <Skeleton $height={variant === 'page' ? '16rem' : '10rem'} />
      </Wrap>
    </Container>
  );
}
