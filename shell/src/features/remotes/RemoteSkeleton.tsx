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

/**
 * Placeholder while a remote's code loads. `waiting`: an area below the fold that loads only when
 * scrolled near keeps its room, still and silent (no pulse, no "Loading..." for a screen reader),
 * until it starts loading.
 */
export function RemoteSkeleton({ variant, waiting = false }: { variant: 'page' | 'section'; waiting?: boolean }) {
  return (
    <Container>
      <Wrap {...(waiting ? {} : { role: 'status', 'aria-busy': true })} $variant={variant}>
        {waiting ? null : <VisuallyHidden>Loading...</VisuallyHidden>}
        <Skeleton $still={waiting} $height={variant === 'page' ? '3rem' : '2rem'} $width="60%" />
        <Skeleton $still={waiting} $height="1rem" $width="90%" />
        <Skeleton $still={waiting} $height="1rem" $width="80%" />
        <Skeleton $still={waiting} $height={variant === 'page' ? '16rem' : '10rem'} />
      </Wrap>
    </Container>
  );
}
