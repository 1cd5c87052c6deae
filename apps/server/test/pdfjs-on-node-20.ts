/**
 * pdf.js (in unpdf) reads a page's fonts and pictures with ArrayBuffer.prototype.transferToFixedLength,
 * new in Node 21; on Node 20 it skips the page's drawing operators and the tests that look at where
 * pictures are painted see nothing. A copy does what the tests need. Import before reading a PDF.
 */
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
proto.transferToFixedLength ??= function transferToFixedLength(this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};
