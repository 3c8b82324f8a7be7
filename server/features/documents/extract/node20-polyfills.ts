// pdf.js 5 moves buffers with ArrayBuffer.prototype.transferToFixedLength (Node 21+) while
// compiling fonts for operator lists (page images for OCR). On Node 20 it would fail there and
// pdf.js would silently skip the rest of the page. Same result: a buffer of the new length,
// the old one detached.
declare global {
  interface ArrayBuffer {
    transferToFixedLength(newLength?: number): ArrayBuffer;
  }
}

if (typeof ArrayBuffer.prototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, newLength = this.byteLength): ArrayBuffer {
      const moved = new ArrayBuffer(newLength);
      new Uint8Array(moved).set(new Uint8Array(this, 0, Math.min(newLength, this.byteLength)));
      structuredClone(this, { transfer: [this] });
      return moved;
    },
  });
}

export {};
