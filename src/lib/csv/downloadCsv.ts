import { saveTextFile } from '../files/saveTextFile';

/** The CSV media type with its charset, so a browser and a spreadsheet read the file as UTF-8. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/** Offers a CSV text to the user as a file named `filename` (`.csv` added unless it ends so), read as UTF-8. */
export function downloadCsv(csv: string, filename: string, doc: Document = document): void {
  saveTextFile(filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`, csv, CSV_MEDIA_TYPE, doc);
}
