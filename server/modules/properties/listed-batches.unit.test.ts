import { describe, expect, it } from 'vitest';
import { createListedBatches } from './listed-batches';
import type { ListedRow, ListedShape } from './properties.repo';

/** A read that answers every id wanted, and records what each statement asked. */
function recordingRead() {
  const statements: Record<ListedShape, number[]>[] = [];
  const read = async (wanted: Record<ListedShape, number[]>): Promise<ListedRow[]> => {
    statements.push(wanted);
    return (['listing', 'summary'] as const).flatMap((shape) =>
      wanted[shape].map((id) => ({
        shape,
        id,
        status: 'available' as const,
        latitude: 10,
        longitude: 76,
        confirmed_ms: 0,
        json: `{"id":${id},"shape":"${shape}"}`,
      })),
    );
  };
  return { statements, read };
}

const idsOf = (rows: ListedRow[]) => rows.map((row) => `${row.shape} ${row.id}`).sort();

describe('createListedBatches', () => {
  it('reads what one turn asks in one statement, and gives each caller its own rows', async () => {
    const { statements, read } = recordingRead();
    const readListed = createListedBatches(read);
    const [page, similar, search] = await Promise.all([
      readListed([7], 'listing'),
      readListed([3, 4], 'summary'),
      // Asked a few promise hops later, in the same turn.
      Promise.resolve()
        .then(() => undefined)
        .then(() => readListed([4, 9], 'summary')),
    ]);
    expect(statements).toEqual([{ listing: [7], summary: [3, 4, 9] }]);
    expect(idsOf(page)).toEqual(['listing 7']);
    expect(idsOf(similar)).toEqual(['summary 3', 'summary 4']);
    expect(idsOf(search)).toEqual(['summary 4', 'summary 9']);
  });

  it('reads again for what a later turn asks, and nothing for no ids', async () => {
    const { statements, read } = recordingRead();
    const readListed = createListedBatches(read);
    expect(await readListed([], 'listing')).toEqual([]);
    await readListed([1], 'listing');
    await new Promise((resolve) => setImmediate(resolve));
    await readListed([1], 'listing');
    expect(statements).toEqual([
      { listing: [1], summary: [] },
      { listing: [1], summary: [] },
    ]);
  });

  it('fails every caller of a batch whose statement failed, and the next batch reads afresh', async () => {
    let fail = true;
    const { statements, read } = recordingRead();
    const readListed = createListedBatches(async (wanted) => {
      if (fail) throw new Error('the database is away');
      return read(wanted);
    });
    const failed = await Promise.allSettled([
      readListed([1], 'listing'),
      readListed([2], 'summary'),
    ]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(idsOf(await readListed([2], 'summary'))).toEqual(['summary 2']);
    expect(statements).toEqual([{ listing: [], summary: [2] }]);
  });
});
