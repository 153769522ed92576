import styled from 'styled-components';
import { Button } from './Button';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1.5rem;
`;

export interface PagerProps {
  /** Names the navigation for assistive tech: "Upcoming events pages". */
  label: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Numbered buttons for each page (short lists), or "Page N of M" between Previous and Next. */
  numbered?: boolean;
}

/** Previous, the pages, and Next; nothing when there is one page. The one pager of the site. */
export function Pager({ label, page, totalPages, onPageChange, numbered = true }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button type="button" $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {numbered ? (
        Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
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
        ))
      ) : (
        <span aria-live="polite">
          Page {page} of {totalPages}
        </span>
      )}
      <Button type="button" $variant="secondary" $size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
