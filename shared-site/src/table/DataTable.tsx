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

/*
 * Below 600 px of room (a phone; issue 56 item 11) a row of five or more columns does not fit: it
 * scrolled sideways, and names, emails and "Checked in" went out of sight. There each row is a card,
 * one line per cell with its column's name. The room is the table's own (a container query), not the
 * window's: the attendee table sits in a narrower column than the Members list.
 */
const AS_CARDS = '@container data-table (max-width: 599.98px)';

const Scroll = styled.div`
  container: data-table / inline-size;
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
  ${AS_CARDS} {
    &, tbody, tr { display: block; }
    /* The header row stays for screen readers (each cell keeps its column header); the cards show
       the names beside the values instead. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      padding: 0.5rem 0.75rem;
    }
    tr + tr { margin-top: 0.75rem; }
    td {
      display: grid;
      grid-template-columns: minmax(5.5rem, 30%) minmax(0, 1fr);
      gap: 0.75rem;
      align-items: baseline;
      padding: 0.375rem 0;
      overflow-wrap: anywhere;
    }
    td:last-child { border-bottom: 0; }
  }
`;

/** The column's name inside each cell, shown only on a card (screen readers have the header cell). */
const CellLabel = styled.span`
  display: none;
  ${AS_CARDS} {
    display: block;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const CellValue = styled.div`
  min-width: 0;
`;

/**
 * A table of rows (members, subscribers, attendees) named by its heading, with a header cell per
 * column; where it has less than 600 px, each row is a card of its cells, each named. The explicit
 * roles keep it a table for assistive technology when the cards take the table's display away.
 */
export function DataTable<Row>({ columns, rows, rowKey, labelledBy, busy = false }: DataTableProps<Row>) {
  return (
    <Scroll>
      <Table role="table" aria-labelledby={labelledBy} aria-busy={busy}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td key={column.header} role="cell">
                  <CellLabel aria-hidden="true">{column.header}</CellLabel>
                  <CellValue>{column.cell(row)}</CellValue>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
