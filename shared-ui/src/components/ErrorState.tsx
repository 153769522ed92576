import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  padding: 1rem 1.25rem;
`;

const Text = styled.div`
  display: grid;
  gap: 0.25rem;
  strong {
    font-weight: 700;
  }
`;

export interface ErrorStateProps {
  /** What could not be shown: "We couldn't load the events." */
  title: string;
  /** What the visitor can do, beyond Retry. */
  description?: string;
  onRetry: () => void;
  /** A retry is running. */
  isRetrying?: boolean;
}

/**
 * What a list, figure or table shows when its read failed, in place of its content: never an
 * empty state, which would claim there is nothing. Announced at once (role alert), with Retry.
 */
export function ErrorState({ title, description = 'Check your connection and try again.', onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <Box role="alert">
      <Text>
        <strong>{title}</strong>
        <span>{description}</span>
      </Text>
      <Button type="button" $variant="secondary" $size="sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Box>
  );
}
