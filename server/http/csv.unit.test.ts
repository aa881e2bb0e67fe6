import { describe, expect, it } from 'vitest';
import { CsvError, csvCell, CsvLimitError, parseCsv, readCsvRows, toCsv } from './csv';

describe('CSV', () => {
  it('quotes what needs quoting and protects formulas', () => {
    expect(csvCell('Kakkanad, Kochi')).toBe('"Kakkanad, Kochi"');
    expect(csvCell('The "Palm" villa')).toBe('"The ""Palm"" villa"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+919846012345')).toBe("'+919846012345");
    expect(csvCell(6500000)).toBe('6500000');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('reads back what it writes, Malayalam, quotes, line breaks and formulas included', () => {
    const rows = [
      ['Title', 'Phone', 'Notes'],
      ['കാക്കനാട് ഫ്ലാറ്റ്', '+919846012345', 'says "hello",\r\nthen more'],
      ['=1+1', '@home', ''],
    ];
    const text = toCsv(rows[0]!, rows.slice(1));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });

  it('accepts LF line ends, skips blank lines and keeps empty cells', () => {
    expect(parseCsv('a,b,c\n\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a quote left open', () => {
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(CsvError);
  });
});

/** The reader before issue 32, one character at a time: what readCsvRows must still read. */
function readOneCharAtATime(text: string): string[][] {
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
  if (isQuoted) throw new CsvError('open quote');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

describe('reading CSV row by row', () => {
  it('reads every short text as the reader one character at a time did', () => {
    const tokens = ['a', 'b ', ',', '"', '""', '\r\n', '\n', "'=", '\uFEFF'];
    let texts = [''];
    for (let length = 1; length <= 5; length += 1) {
      texts = texts.flatMap((text) => tokens.map((token) => text + token));
      for (const text of texts) {
        let expected: string[][] | 'refused';
        try {
          expected = readOneCharAtATime(text);
        } catch {
          expected = 'refused';
        }
        const read = () => [...readCsvRows(text)];
        if (expected === 'refused') expect(read, JSON.stringify(text)).toThrow(CsvError);
        else expect(read(), JSON.stringify(text)).toEqual(expected);
      }
    }
  });

  it('stops at the first cell past a row limit, with the row it is in', () => {
    const limits = { maxCells: 3, maxCellChars: 8 };
    const refusal = (text: string) => {
      try {
        return `${[...readCsvRows(text, limits)].length} rows`;
      } catch (error) {
        return error instanceof CsvLimitError ? [error.row, error.limit] : error;
      }
    };
    expect(refusal('a,b,c\n\n1,2,3\n"4,5",6,"7"""\n')).toBe('3 rows');
    expect(refusal('a,b,c,d\n')).toEqual([1, 'cells']);
    expect(refusal('a,b,c\n1,2,3,\n')).toEqual([2, 'cells']);
    expect(refusal('a,b,c\n1,123456789\n')).toEqual([2, 'chars']);
    expect(refusal('a,b,c\n1,"12345678"\n')).toEqual([2, 'chars']);
    expect(refusal('a,b,c\n1,"1234"5678\n')).toEqual([2, 'chars']);
    expect(refusal('a,b,c\n1,12345678\n"open')).toBeInstanceOf(CsvError);
  });

  it('reads the worst four megabytes in short steps, a row at a time', () => {
    const header = 'title,property_type,town\n';
    // Built, then copied flat as a request's JSON body gives them.
    const files = [
      header + ','.repeat(4_000_000),
      header + '\n'.repeat(4_000_000),
      header + '"' + 'a""'.repeat(1_300_000) + '"\n',
      header + 'a'.repeat(4_000_000),
      header + `${'x,'.repeat(30)}${'y'.repeat(4000)}\n`.repeat(1000),
    ].map((text) => JSON.parse(JSON.stringify(text)) as string);
    for (const text of files) {
      let slowest = 0;
      const reader = readCsvRows(text, { maxCells: 31, maxCellChars: 20_000 });
      try {
        for (let started = performance.now(); ; started = performance.now()) {
          const next = reader.next();
          slowest = Math.max(slowest, performance.now() - started);
          if (next.done) break;
        }
      } catch (error) {
        expect(error).toBeInstanceOf(CsvLimitError);
      }
      expect(slowest, text.slice(0, 40)).toBeLessThan(50);
    }
  });
});
