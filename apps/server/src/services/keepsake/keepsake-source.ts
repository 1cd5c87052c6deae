/**
 * What the keepsake writer reads. The route adapts the delivery repository to this, so the writer
 * can be tested and benchmarked with made-up cards and never holds a whole card in memory.
 */

export type KeepsakeMarket = 'AU' | 'US';

export type KeepsakeCard = {
  /** The collection's title: the PDF's title and its file name. */
  title: string;
  recipientName: string;
  /** AU prints on A4, US on US Letter. */
  market: KeepsakeMarket;
  /** The card's cover as designed (its title may differ from the collection's). */
  cover: {
    title: string;
    description: string;
    /** As stored: an upload (`/api/groupcard/images/…`), a library illustration, or none. */
    imageUrl: string | null;
  };
  /**
   * The card's cover as every other place shows it (issue 31, decision 148): the server's PNG at 2×
   * (1080 × 1530), for the first page; absent where it could not be drawn.
   */
  coverPng?: Uint8Array | null;
};

export type KeepsakeMessage = {
  guid: string;
  name: string;
  comment: string;
  /** As stored on the message: an upload, a library illustration, or none. */
  imageUrl: string | null;
};

export type KeepsakeSource = {
  card(): Promise<KeepsakeCard>;
  /** The card's visible messages in display order, read a page at a time by the implementation. */
  messages(): AsyncIterable<KeepsakeMessage>;
};

/**
 * Reads a picture's bytes when it is drawn, so no more than one picture is in memory at a time.
 * Null when the URL is not one of our stored pictures or the file is gone.
 */
export type KeepsakePictureReader = (imageUrl: string) => Promise<Buffer | null>;
