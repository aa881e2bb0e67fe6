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
 * A row past a limit readCsvRows was given: more cells than `maxCells`, or a cell longer than
 * `maxCellChars`. `row` counts the rows read, from 1 (the header).
 */
export class CsvLimitError extends CsvError {
  constructor(
    readonly row: number,
    readonly limit: 'cells' | 'chars',
  ) {
    super(`Row ${row} has ${limit === 'cells' ? 'too many cells' : 'a cell too long'}.`);
  }
}

export interface CsvLimits {
  /** The most cells a row may have. */
  maxCells?: number;
  /** The most characters a cell may take in the file, its quotes included. */
  maxCellChars?: number;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const APOSTROPHE = 0x27;
const BYTE_ORDER_MARK = 0xfeff;

/** A cell csvCell protected from formulas, as it was written. */
const PROTECTED_FORMULA = /^'[=+\-@\t\r]/;

const UNCLOSED_QUOTE = 'A quoted field is not closed: check the file’s quotes.';

/**
 * Runs of characters, found by the regular expression engine (several times faster than a loop
 * over the characters): blank lines, a cell's text outside quotes, text inside quotes.
 */
const BLANK_LINES = /[\r\n]*/y;
const PLAIN_TEXT = /[^,\n]*/y;
const QUOTED_TEXT = /[^"]*/y;

/** Where the run of `pattern` that starts at `at` ends. */
function endOfRun(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  pattern.test(text);
  return pattern.lastIndex;
}

/**
 * The rows of a CSV text one at a time, each a list of cells (the header is the first), so that
 * a caller can stop at the first row it refuses. Accepts CRLF or LF, a byte order mark, and quoted
 * fields with commas, quotes and line breaks; blank lines are skipped. A cell csvCell protected
 * from formulas ('=…) comes back as written. Throws CsvError for a quote left open, and
 * CsvLimitError as soon as a row passes one of `limits`, before the cell past it is kept.
 *
 * Each character is looked at once and each cell is cut out of the text with one slice (none
 * grows a character at a time): the work is linear in the text, and a row's is bounded by the
 * limits, so a caller can give other work a turn between rows.
 */
export function* readCsvRows(
  text: string,
  { maxCells = Infinity, maxCellChars = Infinity }: CsvLimits = {},
): Generator<string[], void, undefined> {
  const end = text.length;
  let at = text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0;
  let rowNumber = 0;
  while (at < end) {
    // Blank lines (carriage returns are dropped outside quotes) are no rows.
    at = endOfRun(BLANK_LINES, text, at);
    if (at === end) break;
    const row: string[] = [];
    for (;;) {
      if (row.length === maxCells) throw new CsvLimitError(rowNumber + 1, 'cells');
      // The cell may take the characters before this one.
      const cellEnd = Math.min(end, at + maxCellChars);
      while (at < cellEnd && text.charCodeAt(at) === CR) at += 1;
      let cell = '';
      if (text.charCodeAt(at) === QUOTE) {
        const close = closingQuote(text, at + 1, cellEnd);
        if (close === undefined) {
          throw cellEnd < end
            ? new CsvLimitError(rowNumber + 1, 'chars')
            : new CsvError(UNCLOSED_QUOTE);
        }
        cell = text.slice(at + 1, close);
        if (cell.includes('"')) cell = cell.split('""').join('"');
        at = close + 1;
      }
      // Up to the comma or line end; after a quoted part this is appended ("ab"cd reads abcd).
      const stop = endOfRun(PLAIN_TEXT, text, at);
      if (stop > cellEnd) throw new CsvLimitError(rowNumber + 1, 'chars');
      if (stop > at) {
        const rest = text.slice(at, stop);
        cell += rest.includes('\r') ? rest.replaceAll('\r', '') : rest;
      }
      const isProtected = cell.charCodeAt(0) === APOSTROPHE && PROTECTED_FORMULA.test(cell);
      row.push(isProtected ? cell.slice(1) : cell);
      const separator = text.charCodeAt(stop);
      at = stop + 1;
      if (separator !== COMMA) break;
    }
    if (row.length > 1 || row[0] !== '') {
      rowNumber += 1;
      yield row;
    }
  }
}

/**
 * Where the quoted field whose text starts at `from` closes, if it does before `until`; a doubled
 * quote is a quote in it.
 */
function closingQuote(text: string, from: number, until: number): number | undefined {
  for (let at = endOfRun(QUOTED_TEXT, text, from); at < until;) {
    if (text.charCodeAt(at + 1) !== QUOTE) return at;
    at = endOfRun(QUOTED_TEXT, text, at + 2);
  }
  return undefined;
}

/** Every row of a CSV text at once (readCsvRows, no limits). */
export function parseCsv(text: string): string[][] {
  return [...readCsvRows(text)];
}
