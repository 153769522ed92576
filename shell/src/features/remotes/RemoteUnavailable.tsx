import styled from 'styled-components';
import { Button, Container, useFocusWhen } from 'shared-ui';

const Panel = styled.div`
  margin: 2rem auto;
  max-width: 560px;
  text-align: center;
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.subtle};
`;

/** What a remote's area shows when its code cannot be loaded or throws. */
export function RemoteUnavailable({ label, onRetry, focusOnMount }: { label: string; onRetry: () => void; focusOnMount: boolean }) {
  // After a failed Retry, keep keyboard users where they were.
  const headingRef = useFocusWhen<HTMLHeadingElement>(focusOnMount);
  return (
    <Container>
      <Panel role="alert" aria-live="assertive">
        <h2 ref={headingRef} tabIndex={-1}>
          This section is unavailable
        </h2>
        <p>We couldn't load {label} right now. The rest of the site still works. Please try again in a moment.</p>
        <Button onClick={onRetry}>Retry</Button>
      </Panel>
    </Container>
  );
}
