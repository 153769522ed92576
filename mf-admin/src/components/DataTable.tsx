import styled from 'styled-components';

/** A table of rows (members, subscribers) that scrolls sideways on a narrow screen instead of the page. */
export const DataTable = styled.div`
  overflow-x: auto;
  margin-bottom: 1rem;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.625rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
