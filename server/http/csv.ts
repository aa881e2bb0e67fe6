/**
 * CSV as spreadsheets write and read it (RFC 4180): a header row, CRLF line ends, fields quoted
 * when they hold a comma, a quote or a line break, and a byte order mark first so that Excel
 * reads UTF-8 (Malayalam, the rupee sign) as such. The back office's exports write it and the
 * listings import reads it back.
 */

/** Text a spreadsheet would run as a formula: =, +, -, @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text that a spreadsheet would run as a formula gets a leading apostrophe (visitors
 * and listers wrote these fields); parseCsv takes it off again.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly (string | number | null | undefined)[]>,
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export class CsvError extends Error {}

/**
 * The rows of a CSV text, each a list of cells (the header is the first). Accepts CRLF or LF,
 * a byte order mark, and quoted fields with commas, quotes and line breaks; blank lines are
 * skipped. A cell csvCell protected from formulas ('=…) comes back as written. Throws CsvError
 * for a quote left open.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  const endCell = () => {
    row.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (isQuoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else isQuoted = false;
    } else if (char === '"' && cell === '') {
      isQuoted = true;
    } else if (char === ',') endCell();
    else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (isQuoted) throw new CsvError('A quoted field is not closed: check the file’s quotes.');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
