/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (Thai shows correctly). */
export const BOM = '\uFEFF';

/** RFC 4180 quoting: a field with a comma, quote, CR or LF is quoted, quotes are doubled. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // a leading = + - @ would make a spreadsheet run a formula (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: header row, then one row per record, CRLF line ends, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
