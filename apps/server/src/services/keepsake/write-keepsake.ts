import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { drawCoverPicture, drawLaidOutCover, prepareCover } from './keepsake-cover-page';
import { COLOURS, drawLines, lay, ornament, TYPE, type Doc } from './keepsake-draw';
import { FONT_NAMES, fontBytes } from './keepsake-fonts';
import { drawCard, planCard, splitCard, type CardPlan } from './keepsake-message-card';
import { loadPicture, type KeepsakePicture } from './keepsake-pictures';
import type { KeepsakeCard, KeepsakeMarket, KeepsakeMessage, KeepsakePictureReader, KeepsakeSource } from './keepsake-source';
import { clampLines } from './keepsake-text';

/**
 * The keepsake (issue 14, decisions 107 and 152): the card's cover, then every message as the card
 * shows it, on A4 for AU and US Letter for US, written to `out` while the messages are read. Pages
 * are flushed as they fill and each picture is read when it is drawn, so memory does not grow with
 * the card (a message waiting for its row's partner holds one picture more).
 */

export type KeepsakeOptions = {
  readPicture: KeepsakePictureReader;
  /**
   * How many bytes of finished PDF may wait for a slow reader before we stop reading messages.
   * PDFKit pushes without heeding backpressure, so this is what bounds memory on a slow download.
   */
  maxBuffered?: number;
};

export const PAGE_SIZES: Record<KeepsakeMarket, 'A4' | 'LETTER'> = { AU: 'A4', US: 'LETTER' };

/** The words printed in the keepsake (server-made, like the mail templates). */
export const KEEPSAKE_WORDS = {
  author: (title: string) => `From everyone at ${title}`,
  subject: (name: string) => `A group card for ${name}`,
  closing: 'From all of us',
} as const;

const MARGIN = { side: 44, top: 50, bottom: 58 };
const GUTTER = 14;
/** A message taller than this as a half-width card takes a whole row (a long letter, a big picture). */
const HALF_MAX_SHARE = 0.42;
const CLOSING = { columns: 3, gapBefore: 34 };

type Pending = { plan: CardPlan; name: string };

/**
 * Lays the messages out as the card's tiles (decision 152): two cards to a row, each row as tall as
 * its taller card; a long message has a row of its own. A card that fits on a page is never split;
 * one longer than a page runs on in pieces. Pages are numbered and end with a quiet footer.
 */
class KeepsakeWriter {
  private pageNumber = 0;
  private y = 0;
  private pending: Pending | null = null;
  private readonly names: string[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly doc: Doc,
    private readonly card: KeepsakeCard,
    private readonly pageSize: string,
  ) {}

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN.side;
  }

  private get half() {
    return (this.width - GUTTER) / 2;
  }

  private get pageRoom() {
    return this.bottom - MARGIN.top;
  }

  /** The cover: the card's cover picture, or the cover laid out from its words. */
  async cover(readPicture: KeepsakePictureReader) {
    this.doc.addPage({ size: this.pageSize, margin: 0 });
    this.pageNumber += 1;
    const prepared = await prepareCover(this.card.coverPng);
    if (prepared) drawCoverPicture(this.doc, prepared, this.card);
    else drawLaidOutCover(this.doc, this.card, await loadPicture(this.card.cover.imageUrl, readPicture), MARGIN.side + 12);
  }

  /** A new message page: the sheet, the card's title at the head, the number and a rule at the foot. */
  private newPage() {
    const doc = this.doc;
    doc.addPage({ size: this.pageSize, margin: 0 });
    this.pageNumber += 1;
    this.y = MARGIN.top;
    const { width, height } = doc.page;
    doc.rect(0, 0, width, height).fill(COLOURS.page);
    const head = clampLines(doc, lay(doc, this.card.title, 'regular', TYPE.header.size, this.width), 1, 'regular', TYPE.header.size, this.width);
    drawLines(doc, head, MARGIN.side, 24, TYPE.header.size, 12, COLOURS.muted, 'center', this.width);
    ornament(doc, width / 2, height - 40, 40, COLOURS.rule);
    const [number] = lay(doc, String(this.pageNumber), 'regular', TYPE.footer.size, this.width);
    drawLines(doc, [number!], MARGIN.side, height - 32, TYPE.footer.size, 12, COLOURS.muted, 'center', this.width);
  }

  /** Room for `height` more below the last row, or a new page. */
  private roomFor(height: number) {
    if (this.pageNumber === 1 || this.y + height > this.bottom) this.newPage();
  }

  message(message: KeepsakeMessage, picture: KeepsakePicture) {
    const name = message.name.trim();
    if (name && !this.seen.has(name)) {
      this.seen.add(name);
      this.names.push(name);
    }
    const half = planCard(this.doc, message, picture, this.half, 'half');
    if (half.height <= this.pageRoom * HALF_MAX_SHARE) {
      if (!this.pending) {
        this.pending = { plan: half, name };
        return;
      }
      const left = this.pending.plan;
      this.pending = null;
      const height = Math.max(left.height, half.height);
      this.roomFor(height);
      drawCard(this.doc, left, MARGIN.side, this.y, this.half, height);
      drawCard(this.doc, half, MARGIN.side + this.half + GUTTER, this.y, this.half, height);
      this.y += height + GUTTER;
      return;
    }
    this.flushPending();
    this.whole(planCard(this.doc, message, picture, this.width, 'full'));
  }

  /** A message on a row of its own: whole on one page, or in pieces if longer than a page. */
  private whole(plan: CardPlan) {
    if (plan.height <= this.pageRoom) {
      this.roomFor(plan.height);
      drawCard(this.doc, plan, MARGIN.side, this.y, this.width);
      this.y += plan.height + GUTTER;
      return;
    }
    // Started on this page if a good part of it is free, else on a fresh one.
    if (this.pageNumber === 1 || this.bottom - this.y < this.pageRoom / 3) this.newPage();
    splitCard(plan, this.bottom - this.y, this.pageRoom).forEach((piece, i) => {
      if (i > 0) this.newPage();
      drawCard(this.doc, piece, MARGIN.side, this.y, this.width);
      this.y += piece.height + GUTTER;
    });
  }

  /** A half card left without a partner, in the middle of its row. */
  private flushPending() {
    if (!this.pending) return;
    const { plan } = this.pending;
    this.pending = null;
    this.roomFor(plan.height);
    drawCard(this.doc, plan, MARGIN.side + (this.width - this.half) / 2, this.y, this.half);
    this.y += plan.height + GUTTER;
  }

  /** The last message, then "From all of us" and every signer's name, in columns, after the last card. */
  finish() {
    this.flushPending();
    if (this.names.length === 0) return;
    const doc = this.doc;
    const columnWidth = (this.width - (CLOSING.columns - 1) * GUTTER) / CLOSING.columns;
    const names = this.names.map((name) =>
      clampLines(doc, lay(doc, name, 'words', TYPE.closingName.size, columnWidth), 1, 'words', TYPE.closingName.size, columnWidth),
    );
    const head = CLOSING.gapBefore + TYPE.closingTitle.lineHeight + 18;
    const rows = Math.ceil(names.length / CLOSING.columns);
    // Kept together on a page when it fits on one; a longer list keeps at least a row with its heading.
    const block = head + rows * TYPE.closingName.lineHeight;
    this.roomFor(head + Math.min(rows * TYPE.closingName.lineHeight, this.pageRoom - head));
    // On a page of its own, it sits a little above the middle, as a card's last page would.
    if (this.y === MARGIN.top && block < this.pageRoom) this.y += (this.pageRoom - block) * 0.4;
    let top = this.y + CLOSING.gapBefore;
    ornament(doc, doc.page.width / 2, top - CLOSING.gapBefore / 2, 60, COLOURS.rule);
    const [title] = lay(doc, KEEPSAKE_WORDS.closing, 'signature', TYPE.closingTitle.size, this.width);
    drawLines(doc, [title!], MARGIN.side, top, TYPE.closingTitle.size, TYPE.closingTitle.lineHeight, COLOURS.signature, 'center', this.width);
    top += TYPE.closingTitle.lineHeight + 18;
    // Names fill the columns row by row, in the order they signed; a full page goes on to the next.
    const perRow = Math.min(CLOSING.columns, names.length);
    const rowWidth = perRow * columnWidth + (perRow - 1) * GUTTER;
    const left = MARGIN.side + (this.width - rowWidth) / 2;
    names.forEach((lines, i) => {
      const column = i % perRow;
      if (column === 0 && i > 0) top += TYPE.closingName.lineHeight;
      if (column === 0 && top + TYPE.closingName.lineHeight > this.bottom) {
        this.newPage();
        top = this.y;
      }
      const x = left + column * (columnWidth + GUTTER);
      drawLines(doc, lines, x, top, TYPE.closingName.size, TYPE.closingName.lineHeight, COLOURS.ink, 'center', columnWidth);
    });
  }
}

/** Waits while more finished PDF is queued than the reader has taken, or until the reader has gone. */
async function roomFor(doc: Doc, out: Writable, maxBuffered: number): Promise<void> {
  while (doc.readableLength > maxBuffered && !out.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Writes the keepsake of `source` to `out` and resolves once it is all written. If `out` closes
 * early (the download was cancelled) it stops reading; if reading fails, `out` is destroyed, since
 * a PDF cut short cannot be made whole and the status line has already gone.
 */
export async function writeKeepsake(
  source: KeepsakeSource,
  out: Writable,
  options: KeepsakeOptions,
): Promise<void> {
  const card = await source.card();
  const pageSize = PAGE_SIZES[card.market];
  const doc = new PDFDocument({
    size: pageSize,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: card.title,
      Author: KEEPSAKE_WORDS.author(card.title),
      Subject: KEEPSAKE_WORDS.subject(card.recipientName),
      Creator: 'Group gifting',
    },
  });
  for (const name of FONT_NAMES) doc.registerFont(name, fontBytes(name));
  const maxBuffered = options.maxBuffered ?? 1024 * 1024;
  // Settled now so an early close is never an unhandled rejection; looked at once writing ends.
  const done = finished(out).then(
    () => null,
    (error: NodeJS.ErrnoException) => error,
  );
  doc.pipe(out);
  try {
    const writer = new KeepsakeWriter(doc, card, pageSize);
    await writer.cover(options.readPicture);
    for await (const message of source.messages()) {
      if (out.destroyed) {
        // The reader has gone: stop reading and drop what was made.
        doc.destroy();
        await done;
        return;
      }
      writer.message(message, await loadPicture(message.imageUrl, options.readPicture));
      await roomFor(doc, out, maxBuffered);
    }
    writer.finish();
    if (out.destroyed) doc.destroy();
    else doc.end();
  } catch (error) {
    doc.unpipe(out);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await done;
    throw error;
  }
  const failure = await done;
  // A download cancelled near the end is not a failure of ours.
  if (failure && failure.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw failure;
}
