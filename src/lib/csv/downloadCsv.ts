/** The CSV media type with its charset, so a browser and a spreadsheet read the file as UTF-8. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/**
 * Offers a CSV text to the user as a file named `filename` (a browser only): a Blob behind a temporary link that is
 * clicked, then removed, and its object URL released once the click has been handled.
 */
export function downloadCsv(csv: string, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([csv], { type: CSV_MEDIA_TYPE }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some browsers; the next task is after the click was handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
