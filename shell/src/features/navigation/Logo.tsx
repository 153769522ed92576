import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.inverse};
  letter-spacing: 0.01em;
`;

/** The name beside the mark; the header hides it visually (not from screen readers) where space is short. */
export const Wordmark = styled.span``;

/** The organisation's wordmark, drawn inline so the header costs no image request. */
export function Logo() {
  return (
    <Mark>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="#0066CC" />
        <text x="20" y="27" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="17" fill="#fff">
          EO
        </text>
      </svg>
      <Wordmark>
        EO <span style={{ fontWeight: 500 }}>Asia Pacific</span>
      </Wordmark>
    </Mark>
  );
}
