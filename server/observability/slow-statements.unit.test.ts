import { describe, expect, it } from 'vitest';
import { STATEMENT_HEAD_LENGTH, statementHead } from './slow-statements';

describe('statementHead', () => {
  it('keeps the placeholders and puts the statement on one line', () => {
    expect(statementHead('select *\n  from properties\n where id = $1\n   and status = $2')).toBe(
      'select * from properties where id = $1 and status = $2',
    );
  });

  it.each([
    ["where email = 'anjali@example.in'", "where email = '?'"],
    ["where name = 'O''Brien' and city = 'Kochi'", "where name = '?' and city = '?'"],
    ['where phone = 919846012345 and price > 7.5e6', 'where phone = ? and price > ?'],
    ['select $$a secret body$$, $body$another$body$ from t1', 'select $$?$$, $$?$$ from t1'],
    ["where note = 'never closed", "where note = '?'"],
  ])('takes the literals out of %j', (text, shown) => {
    expect(statementHead(text)).toBe(shown);
  });

  it('leaves names with digits alone', () => {
    expect(statementHead('select t1.col2 from veedu_2024 t1 where t1.x = $10')).toBe(
      'select t1.col2 from veedu_2024 t1 where t1.x = $10',
    );
  });

  it('cuts long statements', () => {
    const head = statementHead(`select ${'a, '.repeat(200)}b from t`);
    expect(head).toHaveLength(STATEMENT_HEAD_LENGTH);
    expect(head.endsWith('…')).toBe(true);
  });
});
