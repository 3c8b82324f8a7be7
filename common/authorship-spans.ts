/**
 * The text of one box as a list of pieces, each with the number of its source in the log
 * (a piece table). An edit splits at most two pieces and replaces those between, so its work is
 * the pieces it touches: typing at one place finds its piece from the last edit's, not from the
 * start of the text.
 */
export interface Piece {
  text: string;
  source: number;
}

export class PieceTable {
  readonly pieces: Piece[] = [];
  length = 0;
  // A piece whose start is known, near the last edit: where the next search begins.
  private nearIndex = 0;
  private nearStart = 0;

  /** The text as it is now. */
  text(): string {
    return this.pieces.map((piece) => piece.text).join('');
  }

  /** Copies of the pieces between `from` and `to` (what an edit is about to remove). */
  slice(from: number, to: number): Piece[] {
    const out: Piece[] = [];
    if (to <= from) return out;
    let { index, start } = this.seek(from);
    for (let piece = this.pieces[index]; piece && start < to; piece = this.pieces[++index]) {
      const a = Math.max(from, start) - start;
      const b = Math.min(to, start + piece.text.length) - start;
      if (b > a) out.push({ text: piece.text.slice(a, b), source: piece.source });
      start += piece.text.length;
    }
    return out;
  }

  /** Removes `del` characters at `at` and puts `inserted` (pieces with their sources) there. */
  replace(at: number, del: number, inserted: Piece[]): void {
    if (at < 0 || del < 0 || at + del > this.length) {
      throw new RangeError(`Edit ${at}+${del} outside a text of ${this.length}`);
    }
    const first = this.splitAt(at);
    const end = this.splitAt(at + del);
    const added = inserted.filter((piece) => piece.text.length > 0);
    this.pieces.splice(first, end - first, ...added);
    this.length += added.reduce((sum, piece) => sum + piece.text.length, 0) - del;
    this.nearIndex = first;
    this.nearStart = at;
    // Neighbours from one source become one piece, so a typed run stays one piece.
    this.mergeAt(first + added.length);
    this.mergeAt(first);
  }

  /** Characters of each source number. */
  countBySource(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const piece of this.pieces) {
      counts.set(piece.source, (counts.get(piece.source) ?? 0) + piece.text.length);
    }
    return counts;
  }

  /** Joins piece `index - 1` and piece `index` when they share a source. */
  private mergeAt(index: number) {
    const before = this.pieces[index - 1];
    const after = this.pieces[index];
    if (!before || !after || before.source !== after.source) return;
    // The known start moves with the pieces: the joined piece starts where `before` did.
    if (this.nearIndex === index) {
      this.nearIndex = index - 1;
      this.nearStart -= before.text.length;
    } else if (this.nearIndex > index) {
      this.nearIndex--;
    }
    before.text += after.text;
    this.pieces.splice(index, 1);
  }

  /** The index of the piece holding `offset` and its start (the end: pieces.length, length). */
  private seek(offset: number): { index: number; start: number } {
    let index = Math.min(this.nearIndex, this.pieces.length);
    let start = index === this.nearIndex ? this.nearStart : this.length;
    while (index > 0 && start > offset) start -= this.lengthAt(--index);
    while (index < this.pieces.length && start + this.lengthAt(index) <= offset) {
      start += this.lengthAt(index++);
    }
    this.nearIndex = index;
    this.nearStart = start;
    return { index, start };
  }

  private lengthAt(index: number): number {
    return this.pieces[index]?.text.length ?? 0;
  }

  /** Splits so that a piece starts at `offset`; returns that piece's index. */
  private splitAt(offset: number): number {
    const { index, start } = this.seek(offset);
    if (index >= this.pieces.length || start === offset) return index;
    const piece = this.pieces[index];
    if (!piece) return index;
    const head = offset - start;
    this.pieces.splice(index + 1, 0, { text: piece.text.slice(head), source: piece.source });
    piece.text = piece.text.slice(0, head);
    this.nearIndex = index + 1;
    this.nearStart = offset;
    return index + 1;
  }
}
