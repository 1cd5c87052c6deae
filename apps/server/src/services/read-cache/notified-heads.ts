import type { ReadHead } from './read-version';

/** Past this many collections the remembered heads start over (each is a few dozen bytes). */
const MAX_HEADS = 50_000;

/** The last notices remembered, to tell whether one concerned a head being looked up meanwhile. */
const RECENT_NOTICES = 1_024;

export type NotifiedHeadsOptions = {
  /** The longest a head is trusted without a new lookup (Infinity: until a notice); 0: never. */
  trustMs: number;
  /** Whether notices are heard from the start (the embedded database) or only after `resume`. */
  listening: boolean;
  now?: () => number;
};

type Kept = { head: ReadHead; at: number };

/**
 * Read heads kept in memory and trusted until the database announces that the collection's version
 * moved (decisions 115 and 171), so a hit asks the database nothing. A head is kept only when:
 * - notices were being heard for the whole lookup (not before the listener is in place, nor while it
 *   is lost: a write then would go unannounced, so every read asks, as before);
 * - no notice for that collection came between asking and answering (the answer may predate it);
 * - nothing flushed meanwhile (this server's own commit, a listener lost or back).
 * And it is trusted for `trustMs` at most, which bounds how long a lost notice can go unseen.
 */
export class NotifiedHeads {
  private listening: boolean;
  private generation = 0;
  private notices = 0;
  private readonly recent = new Array<number | undefined>(RECENT_NOTICES);
  private readonly heads = new Map<string, Kept>();
  private readonly guids = new Map<number, string>();
  private readonly now: () => number;

  constructor(
    private readonly load: (guid: string) => Promise<ReadHead | null>,
    private readonly options: NotifiedHeadsOptions,
  ) {
    this.listening = options.listening;
    this.now = options.now ?? Date.now;
  }

  /** The version of collection `id` moved (a notice). */
  moved(id: number): void {
    this.notices += 1;
    this.recent[this.notices % RECENT_NOTICES] = id;
    const guid = this.guids.get(id);
    if (guid === undefined) return;
    this.guids.delete(id);
    this.heads.delete(guid);
  }

  /** Anything may have moved (this server committed a write): forget every head. */
  flush(): void {
    this.generation += 1;
    this.heads.clear();
    this.guids.clear();
  }

  /** Notices may be missed from now on (the listener is lost): ask the database on every read. */
  suspend(): void {
    this.listening = false;
    this.flush();
  }

  /** Notices are heard again; what happened while they were not is unknown, so start afresh. */
  resume(): void {
    this.listening = true;
    this.flush();
  }

  /** Whether heads are trusted right now (for tests and logs). */
  get trusting(): boolean {
    return this.listening && this.options.trustMs > 0;
  }

  get size(): number {
    return this.heads.size;
  }

  /**
   * The head of `guid` when one is trusted right now, without waiting (the hot path of a cached
   * read: no promise, decision 174); undefined when `get` would have to ask the database.
   */
  peek(guid: string): ReadHead | undefined {
    const known = this.heads.get(guid);
    return known && this.listening && this.now() - known.at < this.options.trustMs ? known.head : undefined;
  }

  async get(guid: string): Promise<ReadHead | null> {
    const asked = this.now();
    const known = this.heads.get(guid);
    if (known && this.listening && asked - known.at < this.options.trustMs) return known.head;
    const { generation, notices } = this;
    const trusting = this.trusting;
    const head = await this.load(guid);
    if (head && trusting && generation === this.generation && !this.noticedSince(notices, head.id)) {
      if (this.heads.size >= MAX_HEADS) this.flush();
      const stale = this.heads.get(guid);
      if (stale) this.guids.delete(stale.head.id);
      // Its age counts from before the lookup: the answer is at least that old.
      this.heads.set(guid, { head, at: asked });
      this.guids.set(head.id, guid);
    }
    return head;
  }

  /** Whether a notice for `id` came after the `since`-th (or too many came to tell). */
  private noticedSince(since: number, id: number): boolean {
    if (this.notices - since >= RECENT_NOTICES) return true;
    for (let n = since + 1; n <= this.notices; n += 1) if (this.recent[n % RECENT_NOTICES] === id) return true;
    return false;
  }
}
