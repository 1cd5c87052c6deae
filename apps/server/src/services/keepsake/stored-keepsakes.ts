import { createHash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RecipientAccess } from '../../db/repositories/delivery-repository';
import { notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import type { ReadHead } from '../read-cache/read-version';
import type { StoredObject } from '../storage/object-store';
import { coverPhotosFrom } from '../covers/cover-photo';
import { uploadedPictures } from '../uploads/store-picture';
import { KEEPSAKE_PAGE_SIZE, keepsakeFromDelivery } from './keepsake-from-delivery';
import type { KeepsakePool } from './keepsake-pool';
import type { KeepsakeMessage } from './keepsake-source';

/**
 * Moves every stored keepsake on to a new version: change it whenever the PDF's layout, words or
 * picture handling change, so a deploy does not keep serving files written by the old code.
 */
const KEEPSAKE_LAYOUT = 'keepsake-3';

const STORED_KEEPSAKE = /^keepsakes\/[a-f0-9]{36}\.pdf$/;

/** A card version's keepsake: where it is stored and the entity tag it is served with. */
export type KeepsakeVersion = { key: string; etag: string };

/**
 * The version of the keepsake a recipient's link opens. The collection's read_version moves with
 * every write to the collection, its group card, cover and messages (migration 0016), in the same
 * commit; the delivery's recipient name, also printed, is not covered by it, so it is part of the
 * key too. Read BEFORE the card's data, as the read cache does: a write landing in between leaves
 * fresher data under the older key, which the next request replaces, never older data under a newer one.
 */
export async function keepsakeVersion(
  readHead: (guid: string) => Promise<ReadHead | null>,
  access: RecipientAccess,
): Promise<KeepsakeVersion> {
  const head = await readHead(access.collection.guid);
  if (!head) throw notFound('The card');
  const digest = createHash('sha256')
    .update(
      JSON.stringify([KEEPSAKE_LAYOUT, access.collection.guid, head.version, access.delivery.id, access.delivery.recipientName]),
    )
    .digest('hex')
    .slice(0, 36);
  // The storage key shape (object-store.ts) takes a 36-character name.
  return { key: `keepsakes/${digest}.pdf`, etag: `"${digest}"` };
}

/**
 * Keepsakes stored once per card version in the app's storage (DATA_DIR/keepsakes or the bucket),
 * written by the worker pool when first asked for (decision 134). At most one is written per
 * version at a time in this process: later requests for it wait on the same write (single flight).
 */
export class StoredKeepsakes {
  private readonly writing = new Map<string, Promise<void>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: Config,
    private readonly pool: KeepsakePool,
  ) {}

  /**
   * The stored keepsake of `version`, written first if need be. `reload` reads the card afresh
   * (after the version was read); it is called only when this request is the one that writes.
   */
  async open(version: KeepsakeVersion, reload: () => Promise<RecipientAccess>): Promise<StoredObject> {
    const stored = await this.app.storage.open(version.key);
    if (stored) return stored;
    let pending = this.writing.get(version.key);
    if (!pending) {
      pending = this.write(version, reload).finally(() => this.writing.delete(version.key));
      this.writing.set(version.key, pending);
    }
    await pending;
    const written = await this.app.storage.open(version.key);
    if (!written) throw new Error(`keepsake ${version.key} was written but cannot be read back`);
    return written;
  }

  private async write(version: KeepsakeVersion, reload: () => Promise<RecipientAccess>): Promise<void> {
    const access = await reload();
    const source = keepsakeFromDelivery(this.app.db, access, KEEPSAKE_PAGE_SIZE, coverPhotosFrom(uploadedPictures(this.app)));
    const card = await source.card();
    // Text only (pictures are read by the worker as it draws them): a few MB for a card of thousands.
    const messages: KeepsakeMessage[] = [];
    for await (const message of source.messages()) messages.push(message);
    const outPath = join(tmpdir(), `gg-keepsake-${randomUUID()}.pdf`);
    try {
      await this.pool.run({ card, messages, storage: this.config.storage, dataDir: this.config.dataDir, outPath });
      await this.app.storage.putFile(version.key, outPath, 'application/pdf');
    } finally {
      await rm(outPath, { force: true });
    }
    await this.forgetEarlier(access.collection.guid, version.key);
  }

  /**
   * Removes the card's previously stored keepsake, so storage holds one per card rather than one per
   * change: each card's latest key is kept in keepsakes/latest/<collection guid>.txt. A download
   * still reading the old file finishes it; one that asks for the old version later writes it again.
   * Best effort: a failure here leaves a file behind, never a download broken.
   */
  private async forgetEarlier(collectionGuid: string, key: string): Promise<void> {
    const marker = `keepsakes/latest/${collectionGuid}.txt`;
    try {
      const earlier = (await this.app.storage.get(marker))?.toString('utf8');
      if (earlier && earlier !== key && STORED_KEEPSAKE.test(earlier)) await this.app.storage.remove(earlier);
      await this.app.storage.put(marker, Buffer.from(key), 'text/plain');
    } catch (error) {
      this.app.log.warn({ err: error, collectionGuid }, 'keepsake: could not remove the earlier version');
    }
  }
}
