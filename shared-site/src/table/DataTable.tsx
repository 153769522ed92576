import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The heading that names the table (its id). */
  labelledBy: string;
  /** A newer read is running: the rows shown may be about to change. */
  busy?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: 1rem;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
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

/**
 * A table of rows (members, subscribers, attendees) named by its heading, with a header cell per
 * column; it scrolls sideways on a narrow screen instead of the page.
 */
export function DataTable<Row>({ columns, rows, rowKey, labelledBy, busy = false }: DataTableProps<Row>) {
  return (
    <Scroll>
      <Table aria-labelledby={labelledBy} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
