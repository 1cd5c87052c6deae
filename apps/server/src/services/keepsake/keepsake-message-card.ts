import { COLOURS, drawImage, drawLines, lay, openImage, TYPE, type Doc } from './keepsake-draw';
import type { KeepsakePicture } from './keepsake-pictures';

/**
 * A message as the card shows it (decision 152): a rounded card in the card's colours, the picture
 * in its box above the words, the words in the card's italic, and the signer's name as a signature
 * at the foot. Measured before it is drawn, so the writer can keep it whole on one page.
 */

/** A horizontal slice of a card: the picture, one line of words, or the signature. */
export type CardPart = { height: number; draw: (x: number, y: number, width: number) => void };

export type CardPlan = {
  parts: CardPart[];
  /** Null on all but the last piece of a message longer than a page. */
  signature: CardPart | null;
  /** As one card, padding included. */
  height: number;
};

export const CARD_PAD = { x: 16, top: 16, bottom: 14 };
const RADIUS = 10;
const GAP = { afterPicture: 12, beforeSignature: 10 };
/** Pictures are fitted to the card's width and at most this tall: a half card's and a whole row's. */
const PICTURE_MAX_HEIGHT = { half: 170, full: 240 };
/** How far a small picture may be enlarged: 1.5 pt a pixel still prints at about 100 dpi. */
const PICTURE_MAX_SCALE = 1.5;
export const WORDS = {
  placeholder: (label: string) => `${label} — see it on the online card`,
} as const;

// Short words are set larger, as on the card (message-board.css's --short).
const SHORT_WORDS = 80;

function pictureBox(doc: Doc, x: number, y: number, width: number, height: number) {
  doc.roundedRect(x, y, width, height, 6).fill(COLOURS.pictureBox);
}

function picturePart(doc: Doc, picture: KeepsakePicture, inner: number, maxHeight: number): CardPart | null {
  if (picture.kind === 'none') return null;
  if (picture.kind === 'placeholder') {
    const size = TYPE.words.size - 1.5;
    const label = lay(doc, WORDS.placeholder(picture.label), 'regular', size, inner - 24);
    const height = Math.max(56, label.length * 13 + 24);
    return {
      height: height + GAP.afterPicture,
      draw: (x, y, width) => {
        pictureBox(doc, x, y, width, height);
        drawLines(doc, label, x + 12, y + (height - label.length * 13) / 2 - 1, size, 13, COLOURS.muted, 'center', width - 24);
      },
    };
  }
  const opened = openImage(doc, picture.bytes);
  const scale = Math.min(inner / opened.width, maxHeight / opened.height, PICTURE_MAX_SCALE);
  const dw = opened.width * scale;
  const dh = opened.height * scale;
  return {
    height: dh + GAP.afterPicture,
    draw: (x, y, width) => {
      if (dw < width - 1) pictureBox(doc, x, y, width, dh);
      doc.save();
      doc.roundedRect(x + (width - dw) / 2, y, dw, dh, 6).clip();
      drawImage(doc, opened, x + (width - dw) / 2, y, dw, dh);
      doc.restore();
    },
  };
}

/** Measures a message as a card `width` points wide. */
export function planCard(
  doc: Doc,
  message: { name: string; comment: string },
  picture: KeepsakePicture,
  width: number,
  kind: 'half' | 'full',
): CardPlan {
  const inner = width - 2 * CARD_PAD.x;
  const parts: CardPart[] = [];
  const pictured = picturePart(doc, picture, inner, PICTURE_MAX_HEIGHT[kind]);
  if (pictured) parts.push(pictured);
  const words = message.comment.trim();
  if (words) {
    const type = words.length <= SHORT_WORDS && !words.includes('\n') ? TYPE.shortWords : TYPE.words;
    for (const line of lay(doc, words, 'words', type.size, inner)) {
      parts.push({
        height: type.lineHeight,
        draw: (x, y, w) => drawLines(doc, [line], x, y, type.size, type.lineHeight, COLOURS.ink, 'left', w),
      });
    }
  }
  let signature: CardPart | null = null;
  const name = message.name.trim();
  if (name) {
    const lines = lay(doc, `— ${name}`, 'signature', TYPE.signature.size, inner);
    signature = {
      height: GAP.beforeSignature + lines.length * TYPE.signature.lineHeight,
      draw: (x, y, w) =>
        drawLines(doc, lines, x, y + GAP.beforeSignature, TYPE.signature.size, TYPE.signature.lineHeight, COLOURS.signature, 'right', w),
    };
  }
  return { parts, signature, height: heightOf(parts, signature) };
}

function heightOf(parts: CardPart[], signature: CardPart | null): number {
  return CARD_PAD.top + parts.reduce((sum, p) => sum + p.height, 0) + (signature?.height ?? 0) + CARD_PAD.bottom;
}

/**
 * Draws a card `height` tall (at least its own height: a card beside a taller one in its row
 * stretches, its signature at the foot as on the card).
 */
export function drawCard(doc: Doc, plan: CardPlan, x: number, y: number, width: number, height = plan.height) {
  doc.roundedRect(x, y, width, height, RADIUS).lineWidth(0.8).fillAndStroke(COLOURS.card, COLOURS.cardEdge);
  const inner = width - 2 * CARD_PAD.x;
  let top = y + CARD_PAD.top;
  for (const part of plan.parts) {
    part.draw(x + CARD_PAD.x, top, inner);
    top += part.height;
  }
  if (plan.signature) plan.signature.draw(x + CARD_PAD.x, y + height - CARD_PAD.bottom - plan.signature.height, inner);
}

/**
 * A message longer than a page, in pieces: the first fills `firstRoom`, each later one a page of
 * `pageRoom`, cut between lines; the signature ends the last piece. The only way a message is split.
 */
export function splitCard(plan: CardPlan, firstRoom: number, pageRoom: number): CardPlan[] {
  const pieces: CardPlan[] = [];
  let parts: CardPart[] = [];
  let room = firstRoom - CARD_PAD.top - CARD_PAD.bottom;
  for (const part of plan.parts) {
    if (part.height > room && parts.length) {
      pieces.push({ parts, signature: null, height: heightOf(parts, null) });
      parts = [];
      room = pageRoom - CARD_PAD.top - CARD_PAD.bottom;
    }
    parts.push(part);
    room -= part.height;
  }
  if (plan.signature && plan.signature.height > room && parts.length) {
    pieces.push({ parts, signature: null, height: heightOf(parts, null) });
    parts = [];
  }
  pieces.push({ parts, signature: plan.signature, height: heightOf(parts, plan.signature) });
  return pieces;
}
