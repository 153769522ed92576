import styled from 'styled-components';
import { Button } from 'shared-ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 2rem;
`;

export interface UpcomingEventsPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages and Next; rendered only when there is more than one page. */
export function UpcomingEventsPagination({ page, totalPages, onPageChange }: UpcomingEventsPaginationProps) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <Nav aria-label="Upcoming events pages">
      <Button type="button" $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pages.map((n) => (
        <Button
          key={n}
          type="button"
          $variant={n === page ? 'primary' : 'secondary'}
          $size="sm"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPageChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button type="button" $variant="secondary" $size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
