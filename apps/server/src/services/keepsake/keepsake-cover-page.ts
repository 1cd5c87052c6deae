import sharp from 'sharp';
import { SAFE_INPUT } from '../uploads/picture-limits';
import { clampLines } from './keepsake-text';
import { COLOURS, drawImage, drawLines, lay, openImage, ornament, TYPE, type Doc } from './keepsake-draw';
import type { KeepsakePicture } from './keepsake-pictures';
import type { KeepsakeCard } from './keepsake-source';

/** The keepsake's first page: the card's cover picture full page, or (without one) a cover laid out here. */

export const COVER_WORDS = {
  for: (name: string) => `For ${name}`,
} as const;

/** The cover ready to draw: flattened onto its own paper colour, which also fills the page round it. */
export type PreparedCover = { bytes: Buffer; paper: string };

const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * Reads the cover's paper colour from its corner and flattens the picture onto it (a PNG without
 * transparency is embedded by PDFKit as it is, not decoded). Null if the picture does not decode.
 */
export async function prepareCover(png: Uint8Array | null): Promise<PreparedCover | null> {
  if (!png) return null;
  try {
    const input = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    const corner = await sharp(input, SAFE_INPUT).extract({ left: 2, top: 2, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
    const paper = `#${hex(corner[0]!)}${hex(corner[1]!)}${hex(corner[2]!)}`;
    const bytes = await sharp(input, SAFE_INPUT).flatten({ background: paper }).png().toBuffer();
    return { bytes, paper };
  } catch {
    return null;
  }
}

/**
 * The cover picture as large as the page allows with its shape kept, centred on its paper colour.
 * Its words are set over it as invisible text too, so the PDF can be searched and read aloud.
 */
export function drawCoverPicture(doc: Doc, cover: PreparedCover, card: KeepsakeCard) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(cover.paper);
  const opened = openImage(doc, cover.bytes);
  const scale = Math.min(width / opened.width, height / opened.height);
  const dw = opened.width * scale;
  const dh = opened.height * scale;
  drawImage(doc, opened, (width - dw) / 2, (height - dh) / 2, dw, dh);
  doc.save().fillOpacity(0);
  const words = [card.cover.title.trim() || card.title, card.recipientName.trim() && COVER_WORDS.for(card.recipientName.trim())];
  const lines = words.filter(Boolean).flatMap((text) => lay(doc, text, 'bold', TYPE.recipient.size, width - 80));
  drawLines(doc, lines, 40, height * 0.66, TYPE.recipient.size, TYPE.recipient.lineHeight, COLOURS.ink, 'center', width - 80);
  doc.restore();
}

/**
 * The first page without a cover picture (decision 107): an uploaded photo, or a quiet ornament
 * that suits any occasion, then the cover's title, its description and "For <recipient>".
 */
export function drawLaidOutCover(doc: Doc, card: KeepsakeCard, picture: KeepsakePicture, side: number) {
  const { width, height } = doc.page;
  const inner = width - 2 * side;
  doc.rect(0, 0, width, height).fill(COLOURS.paper);
  doc.roundedRect(24, 24, width - 48, height - 48, 14).lineWidth(1.2).stroke(COLOURS.accent);

  let y: number;
  if (picture.kind === 'drawable') {
    const boxHeight = height * 0.42;
    const opened = openImage(doc, picture.bytes);
    const scale = Math.min(inner / opened.width, boxHeight / opened.height);
    const dw = opened.width * scale;
    const dh = opened.height * scale;
    drawImage(doc, opened, side + (inner - dw) / 2, 80 + (boxHeight - dh) / 2, dw, dh);
    y = 80 + boxHeight + 40;
  } else {
    ornament(doc, width / 2, height * 0.3, 90, COLOURS.accent);
    y = height * 0.3 + 40;
  }

  const title = clampLines(
    doc,
    lay(doc, card.cover.title.trim() || card.title, 'bold', TYPE.title.size, inner),
    4,
    'bold',
    TYPE.title.size,
    inner,
  );
  drawLines(doc, title, side, y, TYPE.title.size, TYPE.title.lineHeight, COLOURS.ink, 'center', inner);
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
    drawLines(doc, desc, side, y, TYPE.description.size, TYPE.description.lineHeight, COLOURS.muted, 'center', inner);
    y += desc.length * TYPE.description.lineHeight + 18;
  }
  const recipient = clampLines(
    doc,
    lay(doc, COVER_WORDS.for(card.recipientName), 'bold', TYPE.recipient.size, inner),
    2,
    'bold',
    TYPE.recipient.size,
    inner,
  );
  drawLines(doc, recipient, side, y + 10, TYPE.recipient.size, TYPE.recipient.lineHeight, COLOURS.accent, 'center', inner);
}
