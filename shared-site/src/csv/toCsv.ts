export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * A cell a spreadsheet would run as a formula: its first character is =, +, -, @, tab or carriage
 * return, whatever follows. papaparse's own pattern (`^[=+\-@\t\r].*$`) does not match a cell
 * with a line break in it, so `=HYPERLINK(...)` followed by a newline went out raw.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV with a header row (papaparse, loaded only when staff export). Text cells that a
 * spreadsheet would run as a formula get a leading apostrophe; numbers are written as numbers.
 */
export async function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => c.value(row) ?? '')) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** Saves text as a file through the browser's download. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
