import type { CatalogueReads } from './catalogue-reads';
import type { ContentCoding } from './compression';

/**
 * The in-process store of public answers (pages, public API answers, the sitemap), made once and
 * served to every anonymous visitor until the catalogue changes. Policy (what may be kept, the
 * headers, the version check) lives in server/http/public-answers.ts; this is only the store:
 *
 * - bounded in bytes, least recently used out;
 * - each entry belongs to one catalogue version and is never served under another as it is: an
 *   entry of an older version is served again only once the caller has checked that nothing it
 *   read has changed since (`peek`, then `refresh`; catalogue-reads.ts, docs/decisions/026);
 * - concurrent misses of one key are coalesced: the first request makes the answer, the others
 *   wait for it instead of rendering it again.
 */

export type Coding = ContentCoding | 'identity';

export interface CachedAnswer {
  version: string;
  status: number;
  /** The answer's own headers (content type, CSP...), without per-request or encoding ones. */
  headers: Record<string, string>;
  /** Weak ETag of the uncompressed body. */
  etag: string;
  /** Worth compressing (a text type, past the threshold): else only `identity` is kept. */
  compressible: boolean;
  /** The body in each coding made so far; an entry always has at least one. */
  bodies: Partial<Record<Coding, Buffer>>;
  /** What it read of the catalogue, when recorded: what a write must change to make it stale. */
  reads?: CatalogueReads;
}

/** What an entry costs beyond its bodies: the key, headers and bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 512;

export interface PublicCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

export class PublicCache {
  /** Map order is recency order: the first key is the least recently used. */
  private readonly entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
  private readonly makers = new Map<string, Promise<boolean>>();
  private bytes = 0;
  private version: string | null = null;

  constructor(readonly maxBytes: number) {}

  /** An answer too large to keep would push out many others; such answers are made each time. */
  get maxEntryBytes(): number {
    return Math.floor(this.maxBytes / 8);
  }

  /**
   * The newest version read: answers made under an older one are not kept. Entries of older
   * versions stay, to be checked (`peek`) or pushed out as the least recently used.
   */
  observeVersion(version: string): void {
    this.version = version;
  }

  get(key: string, version: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.answer.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** The entry of a key whatever its version: one the caller may check and `refresh`. */
  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key)?.answer;
  }

  /**
   * Serves a kept answer under `version` from now on: the caller checked that nothing it read has
   * changed since it was made. False when the entry is gone or was replaced meanwhile.
   */
  refresh(key: string, answer: CachedAnswer, version: string): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.answer !== answer) return false;
    answer.version = version;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return true;
  }

  /** Keeps an answer; false when it is too large to keep or belongs to an outdated version. */
  set(key: string, answer: CachedAnswer): boolean {
    if (this.version !== null && answer.version !== this.version) return false;
    const bytes = sizeOf(key, answer);
    if (bytes > this.maxEntryBytes) return false;
    this.remove(key);
    this.entries.set(key, { answer, bytes });
    this.bytes += bytes;
    this.evict();
    return true;
  }

  /** Adds a body in another coding to a kept answer (made when a client first asked for it). */
  addBody(key: string, answer: CachedAnswer, coding: Coding, body: Buffer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.answer !== answer || answer.bodies[coding]) return;
    answer.bodies[coding] = body;
    // A client just asked for it: the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.bytes += body.length;
    this.bytes += body.length;
    this.evict();
  }

  /**
   * Coalescing: the first caller for a key gets `release` and makes the answer; later callers get
   * `wait`, settled when the maker releases: true when it kept an answer (take it from the
   * cache), false when it did not (an error, a private answer: make your own).
   */
  claim(key: string): { release: (kept: boolean) => void } | { wait: Promise<boolean> } {
    const pending = this.makers.get(key);
    if (pending) return { wait: pending };
    let release!: (kept: boolean) => void;
    const done = new Promise<boolean>((resolve) => {
      release = (kept) => {
        if (this.makers.get(key) === done) this.makers.delete(key);
        resolve(kept);
      };
    });
    this.makers.set(key, done);
    return { release };
  }

  stats(): PublicCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

function sizeOf(key: string, answer: CachedAnswer): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length * 2;
  for (const [name, value] of Object.entries(answer.headers)) bytes += name.length + value.length;
  for (const body of Object.values(answer.bodies)) bytes += body?.length ?? 0;
  return bytes;
}
