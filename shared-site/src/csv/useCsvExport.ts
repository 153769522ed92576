import { useCallback, useState } from 'react';
import { toast } from 'shared-ui';
import { downloadText, toCsv, type CsvColumn } from './toCsv';

export interface CsvExport<Row> {
  /** The rows to write, read when the admin asks (an export may need more than the page shows). */
  rows: () => Promise<readonly Row[]> | readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** Named when the file is made, so it carries that day's date. */
  filename: () => string;
  /** The toast's text when it fails (title "Error", as the admin area's other failures). */
  failureDescription: string;
}

/** Export CSV as a button does it: one at a time, a busy flag for the label, a toast when it fails. */
export function useCsvExport<Row>({ rows, columns, filename, failureDescription }: CsvExport<Row>) {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = useCallback(async () => {
    setIsExporting(true);
    try {
      downloadText(await toCsv(await rows(), columns), filename());
    } catch (error) {
      console.error('Export failed', error);
      toast({ title: 'Error', description: failureDescription, variant: 'destructive' });
    } finally {
      setIsExporting(false);
    }
  }, [rows, columns, filename, failureDescription]);
  return { isExporting, exportCsv };
}
