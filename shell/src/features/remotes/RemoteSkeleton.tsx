import styled from 'styled-components';
import { Container, Skeleton, VisuallyHidden } from 'shared-ui';

const Wrap = styled.div`
  display: grid;
  gap: 1rem;
  padding: 2.5rem 0;
`;

/** Placeholder while a remote's code loads. */
export function RemoteSkeleton({ variant }: { variant: 'page' | 'section' }) {
  return (
    <Container>
      <Wrap role="status" aria-busy="true">
        <VisuallyHidden>Loading...</VisuallyHidden>
        <Skeleton $height={variant === 'page' ? '3rem' : '2rem'} $width="60%" />
        <Skeleton $height="1rem" $width="90%" />
        <Skeleton $height="1rem" $width="80%" />
        <Skeleton $height={variant === 'page' ? '16rem' : '10rem'} />
      </Wrap>
    </Container>
  );
}
