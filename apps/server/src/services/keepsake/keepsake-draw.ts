import type PDFDocument from 'pdfkit';
import type { FontStyle } from './keepsake-fonts';
import { layoutText, type Line } from './keepsake-text';

/** The keepsake's drawing basics: the document type, the card's colours and type sizes, and lines of mixed fonts. */

export type Doc = InstanceType<typeof PDFDocument>;

/** The card's colours (the web card's message pages and tiles, card-messages.css and message-board.css). */
export const COLOURS = {
  ink: '#2f2838',
  muted: '#7b6f63',
  accent: '#c2410c',
  /** The signer's name, as the card's author line. */
  signature: '#17524f',
  /** The page under the messages: a warm sheet, a shade deeper than the message cards. */
  page: '#f6efe4',
  /** A message's card and its edge. */
  card: '#fffdf8',
  cardEdge: '#e6d7c0',
  /** The box a picture sits in (seen round a picture narrower than the card). */
  pictureBox: '#efe7da',
  rule: '#dccbb2',
  /** The first page's paper when it is laid out here rather than drawn from the cover. */
  paper: '#fbf7f2',
  tile: '#f3eee8',
};

export const TYPE = {
  title: { size: 30, lineHeight: 38 },
  description: { size: 13, lineHeight: 19 },
  recipient: { size: 16, lineHeight: 22 },
  /** A message's words; a short one is set larger, as on the card. */
  words: { size: 11.5, lineHeight: 16.5 },
  shortWords: { size: 14.5, lineHeight: 20 },
  signature: { size: 11.5, lineHeight: 16 },
  header: { size: 8.5 },
  footer: { size: 9 },
  closingTitle: { size: 22, lineHeight: 30 },
  closingName: { size: 11, lineHeight: 17 },
};

type OpenedImage = { width: number; height: number; orientation?: number };

/** A picture opened by PDFKit, with its upright size. */
export type Opened = { image: OpenedImage; width: number; height: number };

export function openImage(doc: Doc, bytes: Buffer): Opened {
  // PDFKit opens an image to learn its size before placing it; its types leave this method out.
  const image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
  const turned = (image.orientation ?? 1) > 4;
  return turned ? { image, width: image.height, height: image.width } : { image, width: image.width, height: image.height };
}

export function drawImage(doc: Doc, opened: Opened, x: number, y: number, width: number, height: number) {
  doc.image(opened.image as unknown as Buffer, x, y, { width, height });
}

export function lay(doc: Doc, text: string, style: FontStyle, size: number, width: number): Line[] {
  return layoutText(doc, text, style, size, width);
}

/** Draws lines with a baseline grid, so runs in different fonts sit on one baseline. */
export function drawLines(
  doc: Doc,
  lines: Line[],
  x: number,
  top: number,
  size: number,
  lineHeight: number,
  color: string,
  align: 'left' | 'center' | 'right',
  width: number,
) {
  lines.forEach((line, i) => {
    const baseline = top + i * lineHeight + size;
    let cx = align === 'center' ? x + (width - line.width) / 2 : align === 'right' ? x + width - line.width : x;
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

/** A small diamond between two short rules: the keepsake's one ornament. */
export function ornament(doc: Doc, cx: number, y: number, reach: number, colour: string) {
  doc
    .moveTo(cx - reach, y)
    .lineTo(cx - 12, y)
    .moveTo(cx + 12, y)
    .lineTo(cx + reach, y)
    .lineWidth(0.7)
    .stroke(colour);
  doc.polygon([cx, y - 4], [cx + 4, y], [cx, y + 4], [cx - 4, y]).fill(colour);
}
