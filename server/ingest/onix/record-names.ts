/**
 * Each record's RecordReference by the line it starts on, kept to the end of an import to name
 * the records in its report. A Map of a million 13-character references held about 90 MB of
 * heap (an entry, a number and a string object each); here a record costs its characters and
 * 8 bytes: the references are joined into one string every CHUNK records, and each one's line
 * and end are kept in typed arrays. Lines are added in increasing order (the file's), and looked
 * up by binary search; the same line added again with the same name (a second pass over the
 * file) changes nothing.
 */
const CHUNK = 4096;

export class RecordNames {
  #lines = new Int32Array(CHUNK);
  /** Where each reference ends in its chunk's text. */
  #ends = new Int32Array(CHUNK);
  #count = 0;
  #chunks: string[] = [];
  #open: string[] = [];
  #openLength = 0;

  set(line: number, name: string): this {
    if (this.#count && line <= this.#lines[this.#count - 1]!) {
      // The same file read again (its records are read once more in a new pass): known already.
      if (this.get(line) === name) return this;
      throw new Error(`record lines must increase: ${line} after ${this.#lines[this.#count - 1]}`);
    }
    if (this.#count === this.#lines.length) {
      this.#lines = grown(this.#lines);
      this.#ends = grown(this.#ends);
    }
    this.#open.push(name);
    this.#openLength += name.length;
    this.#lines[this.#count] = line;
    this.#ends[this.#count] = this.#openLength;
    this.#count++;
    if (this.#open.length === CHUNK) {
      this.#chunks.push(this.#open.join(''));
      this.#open = [];
      this.#openLength = 0;
    }
    return this;
  }

  get(line: number): string | undefined {
    let low = 0;
    let high = this.#count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.#lines[mid]!;
      if (at < line) low = mid + 1;
      else if (at > line) high = mid - 1;
      else {
        const chunk = Math.floor(mid / CHUNK);
        if (chunk === this.#chunks.length) return this.#open[mid % CHUNK];
        const start = mid % CHUNK === 0 ? 0 : this.#ends[mid - 1]!;
        return this.#chunks[chunk]!.slice(start, this.#ends[mid]);
      }
    }
    return undefined;
  }
}

function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
