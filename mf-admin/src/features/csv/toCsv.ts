export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * RFC 4180 CSV with a header row (papaparse, loaded only when staff export). Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return) are escaped.
 */
export async function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => c.value(row) ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
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
