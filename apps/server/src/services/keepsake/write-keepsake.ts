import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { FONT_NAMES, fontBytes, type FontStyle } from './keepsake-fonts';
import { loadPicture, type KeepsakePicture } from './keepsake-pictures';
import type { KeepsakeCard, KeepsakeMarket, KeepsakePictureReader, KeepsakeSource } from './keepsake-source';
import { clampLines, layoutText, type Line } from './keepsake-text';

/**
 * The keepsake (issue 14, decision 107): the cover, then every message with its picture, on A4 for
 * AU and US Letter for US, written to `out` while the messages are read. Pages are flushed as they
 * fill and each picture is read when it is drawn, so memory does not grow with the card.
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
  for: (name: string) => `For ${name}`,
  author: (title: string) => `From everyone at ${title}`,
  subject: (name: string) => `A group card for ${name}`,
  placeholder: (label: string) => `${label} — see it on the online card`,
} as const;

const COLOURS = {
  ink: '#1f2933',
  muted: '#52606d',
  accent: '#c2410c',
  rule: '#e4e7eb',
  paper: '#fbf7f2',
  tile: '#f3eee8',
};
const MARGIN = { side: 56, top: 60, bottom: 64 };
const TYPE = {
  title: { size: 30, lineHeight: 38 },
  description: { size: 13, lineHeight: 19 },
  recipient: { size: 16, lineHeight: 22 },
  name: { size: 13, lineHeight: 18 },
  body: { size: 11, lineHeight: 16 },
  footer: { size: 9 },
};
const PICTURE_MAX_HEIGHT = 230;
const PLACEHOLDER = { width: 240, height: 64 };
const GAP = { afterName: 4, beforePicture: 8, betweenMessages: 26 };

type Doc = InstanceType<typeof PDFDocument>;
type OpenedImage = { width: number; height: number; orientation?: number };

function openImage(doc: Doc, bytes: Buffer): OpenedImage {
  // PDFKit opens an image to learn its size before placing it; its types leave this method out.
  return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
}

/** Draws lines with a baseline grid, so runs in different fonts sit on one baseline. */
function drawLines(
  doc: Doc,
  lines: Line[],
  x: number,
  top: number,
  size: number,
  lineHeight: number,
  color: string,
  align: 'left' | 'center',
  width: number,
) {
  lines.forEach((line, i) => {
    const baseline = top + i * lineHeight + size;
    let cx = align === 'center' ? x + (width - line.width) / 2 : x;
    for (const seg of line.segments) {
      doc
        .font(seg.font)
        .fontSize(size)
        .fillColor(color)
        .text(seg.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += seg.width;
    }
  });
}

function lay(doc: Doc, text: string, style: FontStyle, size: number, width: number): Line[] {
  return layoutText(doc, text, style, size, width);
}

type Row = { height: number; draw: (y: number) => void };

class KeepsakeWriter {
  private pageNumber = 0;
  private y = 0;

  constructor(private readonly doc: Doc) {}

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  private get left() {
    return MARGIN.side;
  }

  private get usableWidth() {
    return this.doc.page.width - 2 * MARGIN.side;
  }

  newPage(size: string, numbered: boolean) {
    this.doc.addPage({ size, margin: 0 });
    this.pageNumber += 1;
    this.y = MARGIN.top;
    if (numbered) {
      const label = String(this.pageNumber);
      const [line] = lay(this.doc, label, 'regular', TYPE.footer.size, this.usableWidth);
      drawLines(
        this.doc,
        [line!],
        this.left,
        this.doc.page.height - 40,
        TYPE.footer.size,
        12,
        COLOURS.muted,
        'center',
        this.usableWidth,
      );
    }
  }

  cover(card: KeepsakeCard, picture: KeepsakePicture, pageSize: string) {
    const doc = this.doc;
    this.newPage(pageSize, false);
    const { width, height } = doc.page;
    const inner = this.usableWidth;
    doc.rect(0, 0, width, height).fill(COLOURS.paper);
    doc
      .roundedRect(24, 24, width - 48, height - 48, 14)
      .lineWidth(1.2)
      .stroke(COLOURS.accent);

    let y: number;
    if (picture.kind === 'drawable') {
      const boxHeight = height * 0.42;
      const image = openImage(doc, picture.bytes);
      const turned = (image.orientation ?? 1) > 4;
      const [w, h] = turned ? [image.height, image.width] : [image.width, image.height];
      const scale = Math.min(inner / w, boxHeight / h);
      const dw = w * scale;
      const dh = h * scale;
      doc.image(image as unknown as Buffer, this.left + (inner - dw) / 2, 80 + (boxHeight - dh) / 2, {
        width: dw,
        height: dh,
      });
      y = 80 + boxHeight + 40;
    } else {
      // No picture PDFKit can draw (an illustration, a GIF or none): a quiet ornament that suits
      // any occasion, a farewell or a sympathy card as much as a birthday.
      const cx = width / 2;
      const oy = height * 0.3;
      doc
        .moveTo(cx - 90, oy)
        .lineTo(cx - 14, oy)
        .moveTo(cx + 14, oy)
        .lineTo(cx + 90, oy)
        .lineWidth(0.8)
        .stroke(COLOURS.accent);
      doc.polygon([cx, oy - 6], [cx + 6, oy], [cx, oy + 6], [cx - 6, oy]).fill(COLOURS.accent);
      y = oy + 40;
    }

    const title = clampLines(
      doc,
      lay(doc, card.cover.title.trim() || card.title, 'bold', TYPE.title.size, inner),
      4,
      'bold',
      TYPE.title.size,
      inner,
    );
    drawLines(doc, title, this.left, y, TYPE.title.size, TYPE.title.lineHeight, COLOURS.ink, 'center', inner);
    y += title.length * TYPE.title.lineHeight + 14;
    const description = card.cover.description.trim();
    if (description) {
      const maxLines = Math.max(1, Math.floor((height - 150 - y) / TYPE.description.lineHeight) - 2);
      const desc = clampLines(
        doc,
        lay(doc, description, 'regular', TYPE.description.size, inner),
        Math.min(maxLines, 10),
        'regular',
        TYPE.description.size,
        inner,
      );
      drawLines(
        doc,
        desc,
        this.left,
        y,
        TYPE.description.size,
        TYPE.description.lineHeight,
        COLOURS.muted,
        'center',
        inner,
      );
      y += desc.length * TYPE.description.lineHeight + 18;
    }
    const recipient = clampLines(
      doc,
      lay(doc, KEEPSAKE_WORDS.for(card.recipientName), 'bold', TYPE.recipient.size, inner),
      2,
      'bold',
      TYPE.recipient.size,
      inner,
    );
    drawLines(
      doc,
      recipient,
      this.left,
      y + 10,
      TYPE.recipient.size,
      TYPE.recipient.lineHeight,
      COLOURS.accent,
      'center',
      inner,
    );
  }

  private pictureRow(picture: KeepsakePicture): Row | null {
    const doc = this.doc;
    if (picture.kind === 'none') return null;
    if (picture.kind === 'placeholder') {
      const label = lay(
        doc,
        KEEPSAKE_WORDS.placeholder(picture.label),
        'regular',
        TYPE.body.size - 1,
        PLACEHOLDER.width - 24,
      );
      const boxHeight = Math.max(PLACEHOLDER.height, label.length * 14 + 24);
      return {
        height: GAP.beforePicture + boxHeight,
        draw: (y) => {
          const top = y + GAP.beforePicture;
          doc.roundedRect(this.left, top, PLACEHOLDER.width, boxHeight, 8).fill(COLOURS.tile);
          const textTop = top + (boxHeight - label.length * 14) / 2 - 1;
          drawLines(
            doc,
            label,
            this.left + 12,
            textTop,
            TYPE.body.size - 1,
            14,
            COLOURS.muted,
            'center',
            PLACEHOLDER.width - 24,
          );
        },
      };
    }
    const image = openImage(doc, picture.bytes);
    const turned = (image.orientation ?? 1) > 4;
    const [w, h] = turned ? [image.height, image.width] : [image.width, image.height];
    // Fit the box with the aspect kept; small pictures are not blown up past one point per pixel.
    const scale = Math.min(this.usableWidth / w, PICTURE_MAX_HEIGHT / h, 1);
    const dw = w * scale;
    const dh = h * scale;
    return {
      height: GAP.beforePicture + dh,
      draw: (y) => {
        doc.image(image as unknown as Buffer, this.left, y + GAP.beforePicture, { width: dw, height: dh });
      },
    };
  }

  message(name: string, comment: string, picture: KeepsakePicture, pageSize: string, first: boolean) {
    const doc = this.doc;
    const width = this.usableWidth;
    const rows: Row[] = [];
    const nameLines = lay(doc, name.trim() || '—', 'bold', TYPE.name.size, width);
    nameLines.forEach((line) =>
      rows.push({
        height: TYPE.name.lineHeight,
        draw: (y) =>
          drawLines(
            doc,
            [line],
            this.left,
            y,
            TYPE.name.size,
            TYPE.name.lineHeight,
            COLOURS.accent,
            'left',
            width,
          ),
      }),
    );
    rows.at(-1)!.height += GAP.afterName;
    if (comment.trim()) {
      for (const line of lay(doc, comment.trim(), 'regular', TYPE.body.size, width)) {
        rows.push({
          height: TYPE.body.lineHeight,
          draw: (y) =>
            drawLines(
              doc,
              [line],
              this.left,
              y,
              TYPE.body.size,
              TYPE.body.lineHeight,
              COLOURS.ink,
              'left',
              width,
            ),
        });
      }
    }
    const pictureRow = this.pictureRow(picture);
    if (pictureRow) rows.push(pictureRow);

    const total = rows.reduce((sum, r) => sum + r.height, 0);
    const gap = first ? 0 : GAP.betweenMessages;
    const pageRoom = this.bottom - MARGIN.top;
    // A message that fits on a page is kept whole; a longer one runs on, a row at a time.
    if (this.y > MARGIN.top && this.y + gap + Math.min(total, pageRoom) > this.bottom)
      this.newPage(pageSize, true);
    else if (this.y > MARGIN.top) {
      const ruleY = this.y + gap / 2;
      doc
        .moveTo(this.left, ruleY)
        .lineTo(this.left + width, ruleY)
        .lineWidth(0.6)
        .stroke(COLOURS.rule);
      this.y += gap;
    }
    for (const row of rows) {
      if (this.y + row.height > this.bottom && this.y > MARGIN.top) this.newPage(pageSize, true);
      row.draw(this.y);
      this.y += row.height;
    }
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
    const writer = new KeepsakeWriter(doc);
    const cover = await loadPicture(card.cover.imageUrl, options.readPicture);
    writer.cover(card, cover, pageSize);
    let first = true;
    for await (const message of source.messages()) {
      if (out.destroyed) {
        // The reader has gone: stop reading and drop what was made.
        doc.destroy();
        await done;
        return;
      }
      if (first) writer.newPage(pageSize, true);
      const picture = await loadPicture(message.imageUrl, options.readPicture);
      writer.message(message.name, message.comment, picture, pageSize, first);
      first = false;
      await roomFor(doc, out, maxBuffered);
    }
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
