/**
 * One CSV field as RFC 4180 writes it: a field holding a comma, a double quote, a carriage return or a line feed is
 * put in double quotes, with each double quote inside doubled; any other field is written as it is.
 */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
