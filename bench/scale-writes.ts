// bench:scale's writes: an admin's changes through the real API at a steady rate while the reads
// run, and how long each took to be seen. A write is started every 1/rate seconds whether or not
// the last one has answered (agents do not wait for each other), up to MAX_IN_FLIGHT at once.
import { seededRandom } from '../server/testing/seeded-random';
import { makeTestImage } from '../server/media/test-uploads';
import { deleteListing, type ListingReferences, listingForm } from '../server/testing/live-api';

export const WRITE_KINDS = ['price', 'status', 'create', 'delete'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** The mix: half price changes, a fifth status changes, new listings and deletions the rest. */
const WEIGHTS: Record<WriteKind, number> = { price: 0.5, status: 0.2, create: 0.15, delete: 0.15 };

/**
 * Writes allowed in flight at once (from sent to answered; looking for a price change afterwards
 * does not count): past it a write due is skipped, and counted.
 */
const MAX_IN_FLIGHT = 64;
/** A write with no answer after this long is given up (an error). */
const WRITE_TIMEOUT_MS = 60_000;
/** How long a price change is looked for before it counts as not seen. */
const SEEN_TIMEOUT_MS = 60_000;
/** The pause between two looks for a price change. */
const POLL_MS = 50;
/** Photos sent with each new listing. */
const PHOTOS = 2;

/** A listing the writes may change: its id and price now. */
export interface WritableListing {
  id: number;
  price: number;
}

export interface WriteSample {
  kind: WriteKind;
  /** Sent to answered, ms. */
  ms: number;
  /** The HTTP status, or 0 when the request failed or timed out. */
  status: number;
  error?: string;
}

/** A price change looked for after its write answered: ms until seen, or null if never. */
export interface SeenSample {
  detailMs: number | null;
  searchMs: number | null;
}

export interface WriteRun {
  rate: number;
  seconds: number;
  samples: WriteSample[];
  seen: SeenSample[];
  /** Writes due while MAX_IN_FLIGHT were in flight: not sent. */
  skipped: number;
}

export interface WriterOptions {
  url: string;
  token: string;
  references: ListingReferences;
  /** Seeded listings for price changes (available, so searches show them). */
  priceListings: WritableListing[];
  /** Seeded available listings for status changes (kept out of the pages' ids). */
  statusListings: number[];
  seed: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface ListingAnswer {
  id: number;
  price: number;
}

/**
 * The writes of a whole run: its state (the prices and statuses set, the listings it created)
 * carries over from one step to the next.
 */
export class Writer {
  private readonly random: () => number;
  private readonly prices = new Map<number, number>();
  private readonly statuses = new Map<number, string>();
  private readonly busy = new Set<number>();
  private readonly priceIds: number[];
  private priceTurn = 0;
  private statusTurn = 0;
  private sequence = 0;
  /** Listings this run created and has not deleted yet. */
  readonly created: number[] = [];
  /** The new listings' photos, made once (as live-api's listingBody makes them). */
  private photos: Blob[] = [];

  constructor(private readonly options: WriterOptions) {
    this.random = seededRandom(options.seed);
    for (const listing of options.priceListings) this.prices.set(listing.id, listing.price);
    this.priceIds = options.priceListings.map((listing) => listing.id);
    for (const id of options.statusListings) this.statuses.set(id, 'available');
  }

  /** Makes the photos the new listings send: before the first step, so no write waits for it. */
  async preparePhotos(): Promise<void> {
    this.photos = await Promise.all(
      Array.from({ length: PHOTOS }, async (_, index) => {
        const image = await makeTestImage('jpeg', 800 + index * 16, 600);
        return new Blob([new Uint8Array(image)], { type: 'image/jpeg' });
      }),
    );
  }

  /** Writes at `rate` a second until `stop` resolves, then waits for those in flight. */
  async run(rate: number, stop: Promise<void>): Promise<WriteRun> {
    const result: WriteRun = { rate, seconds: 0, samples: [], seen: [], skipped: 0 };
    if (rate <= 0) {
      await stop;
      return result;
    }
    let stopped = false;
    void stop.then(() => {
      stopped = true;
    });
    const inFlight = new Set<Promise<void>>();
    const looks = new Set<Promise<void>>();
    const started = performance.now();
    for (let index = 0; ; index += 1) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await Promise.race([sleep(wait), stop]);
      if (stopped) break;
      if (inFlight.size >= MAX_IN_FLIGHT) {
        result.skipped += 1;
        continue;
      }
      const write: Promise<void> = this.one(result, looks).finally(() => inFlight.delete(write));
      inFlight.add(write);
    }
    result.seconds = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    await Promise.all(looks);
    return result;
  }

  private drawKind(): WriteKind {
    let roll = this.random();
    for (const kind of WRITE_KINDS) {
      roll -= WEIGHTS[kind];
      if (roll < 0) return kind;
    }
    return 'price';
  }

  /** The next listing of `ids` (in turn) that no write is changing now. */
  private nextFree(ids: number[], turn: 'priceTurn' | 'statusTurn'): number | undefined {
    for (let tries = 0; tries < ids.length; tries += 1) {
      const id = ids[this[turn] % ids.length];
      this[turn] += 1;
      if (id !== undefined && !this.busy.has(id)) return id;
    }
    return undefined;
  }

  /**
   * One write. A price change's looks (see changePrice) go on after it, in `looks`, and keep its
   * listing from the next writes until they end.
   */
  private async one(result: WriteRun, looks: Set<Promise<void>>): Promise<void> {
    let kind = this.drawKind();
    // Only listings this run created are deleted: with none, a new one instead.
    if (kind === 'delete' && this.created.length === 0) kind = 'create';
    const id =
      kind === 'price'
        ? this.nextFree(this.priceIds, 'priceTurn')
        : kind === 'status'
          ? this.nextFree([...this.statuses.keys()], 'statusTurn')
          : kind === 'delete'
            ? this.created.splice(Math.floor(this.random() * this.created.length), 1)[0]
            : undefined;
    if (id !== undefined) this.busy.add(id);
    let release = true;
    try {
      if (kind === 'price' && id !== undefined) {
        const changed = await this.changePrice(id, result);
        if (changed) {
          release = false;
          const look: Promise<void> = changed.look.finally(() => {
            this.busy.delete(id);
            looks.delete(look);
          });
          looks.add(look);
        }
      } else if (kind === 'status' && id !== undefined) await this.changeStatus(id, result);
      else if (kind === 'delete' && id !== undefined) await this.remove(id, result);
      else await this.create(result);
    } finally {
      if (release && id !== undefined) this.busy.delete(id);
    }
  }

  /** Sends a request, times it to the end of its answer, and notes the sample. */
  private async timed(
    kind: WriteKind,
    result: WriteRun,
    send: (signal: AbortSignal) => Promise<Response>,
  ): Promise<{ response?: Response; body: string }> {
    const started = performance.now();
    try {
      const response = await send(AbortSignal.timeout(WRITE_TIMEOUT_MS));
      const body = await response.text();
      result.samples.push({ kind, ms: performance.now() - started, status: response.status });
      return { response, body };
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      result.samples.push({ kind, ms: performance.now() - started, status: 0, error: message });
      return { body: '' };
    }
  }

  /** PATCH a multipart form of `fields` to the listing, as the admin's form does. */
  private patch(id: number, fields: Record<string, string>, signal: AbortSignal) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${this.options.url}/api/properties/properties/${id}/`, {
      method: 'PATCH',
      headers: { authorization: `Token ${this.options.token}` },
      body: form,
      signal,
    });
  }

  /**
   * A new price near the old one, never a round figure (so that a search for exactly that price
   * finds this listing and hardly any other), then how long until the listing's own answer and a
   * search for the price show it.
   */
  private async changePrice(
    id: number,
    result: WriteRun,
  ): Promise<{ look: Promise<void> } | undefined> {
    const old = this.prices.get(id) ?? 1_000_000;
    this.sequence += 1;
    const price =
      Math.max(1, Math.round((old * (0.95 + this.random() * 0.1)) / 1000)) * 1000 +
      1 +
      (this.sequence % 997);
    const { response } = await this.timed('price', result, (signal) =>
      this.patch(id, { price: String(price) }, signal),
    );
    if (response?.status !== 200) return undefined;
    this.prices.set(id, price);
    const answered = performance.now();
    return { look: this.lookFor(id, price, answered, result) };
  }

  /** Asks the listing's own answer and a search for its new price until both show it. */
  private async lookFor(id: number, price: number, answered: number, result: WriteRun) {
    const [detailMs, searchMs] = await Promise.all([
      this.seenAfter(answered, `/api/properties/properties/${id}/`, (body) => {
        return (body as ListingAnswer).price === price;
      }),
      this.seenAfter(
        answered,
        `/api/properties/properties/?min_price=${price}&max_price=${price}&page_size=100`,
        (body) =>
          (body as { data: ListingAnswer[] }).data.some(
            (item) => item.id === id && item.price === price,
          ),
      ),
    ]);
    result.seen.push({ detailMs, searchMs });
  }

  /** Milliseconds from `since` until `path` answers what `shows` looks for; null if never. */
  private async seenAfter(
    since: number,
    path: string,
    shows: (body: unknown) => boolean,
  ): Promise<number | null> {
    while (performance.now() - since < SEEN_TIMEOUT_MS) {
      const response = await fetch(`${this.options.url}${path}`, {
        signal: AbortSignal.timeout(SEEN_TIMEOUT_MS),
      }).catch(() => null);
      if (response?.ok && shows(await response.json())) return performance.now() - since;
      await sleep(POLL_MS);
    }
    return null;
  }

  /** Available to sold or hidden (a draft), and back to available. */
  private async changeStatus(id: number, result: WriteRun): Promise<void> {
    const status =
      this.statuses.get(id) === 'available'
        ? this.random() < 0.5
          ? 'sold'
          : 'draft'
        : 'available';
    const { response } = await this.timed('status', result, (signal) =>
      this.patch(id, { status }, signal),
    );
    if (response?.status === 200) this.statuses.set(id, status);
  }

  /** A new listing with photos (multipart, as the admin's form and live-api's postListing send it). */
  private async create(result: WriteRun): Promise<void> {
    this.sequence += 1;
    const form = new FormData();
    const fields = listingForm(
      this.options.references,
      `scale${this.options.seed}n${this.sequence}`,
    );
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    this.photos.forEach((photo, index) =>
      form.append('uploaded_images', photo, `photo-${index}.jpg`),
    );
    const { response, body } = await this.timed('create', result, (signal) =>
      fetch(`${this.options.url}/api/properties/properties/`, {
        method: 'POST',
        headers: { authorization: `Token ${this.options.token}` },
        body: form,
        signal,
      }),
    );
    if (response?.status !== 201) return;
    const { id } = JSON.parse(body) as { id: number };
    this.created.push(id);
  }

  /** Deletes a listing this run created. */
  private async remove(id: number, result: WriteRun): Promise<void> {
    const { response } = await this.timed('delete', result, (signal) =>
      deleteListing(this.options.url, this.options.token, id, signal),
    );
    // Not deleted: it may be tried again.
    if (response?.status !== 204) this.created.push(id);
  }
}
