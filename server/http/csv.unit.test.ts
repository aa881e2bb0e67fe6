import { describe, expect, it } from 'vitest';
import { CsvError, csvCell, parseCsv, toCsv } from './csv';

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
