/**
 * CSV as spreadsheets read it: every cell quoted, quotes doubled, and a cell
 * that starts like a formula (=, +, -, @, tab, carriage return) prefixed with
 * an apostrophe, so an applicant's text can never run as a formula in the
 * region's spreadsheet (CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
