/**
 * Reads a byte stream piece by piece without ever holding more than one of its chunks (plus a few header
 * bytes): exact reads for headers, skips for chunks that do not matter, and pass-through for sample data.
 */
export class ByteReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private buffered: Uint8Array = new Uint8Array(0);
  private ended = false;
  /** Bytes consumed so far (the position in the file). */
  position = 0;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.reader = stream.getReader();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.reader.read();
    if (next.done) {
      this.ended = true;
      return false;
    }
    if (this.buffered.byteLength === 0) this.buffered = next.value;
    else {
      const joined = new Uint8Array(this.buffered.byteLength + next.value.byteLength);
      joined.set(this.buffered);
      joined.set(next.value, this.buffered.byteLength);
      this.buffered = joined;
    }
    return true;
  }

  /** Exactly `count` bytes, or fewer when the stream ends first (use for headers: small counts). */
  async read(count: number): Promise<Uint8Array> {
    while (this.buffered.byteLength < count && (await this.fill()));
    const out = this.buffered.subarray(0, Math.min(count, this.buffered.byteLength));
    this.buffered = this.buffered.subarray(out.byteLength);
    this.position += out.byteLength;
    return out;
  }

  /** The next piece of at most `limit` bytes (whatever the stream gives), or undefined at its end. */
  async next(limit: number): Promise<Uint8Array | undefined> {
    if (this.buffered.byteLength === 0 && !(await this.fill())) return undefined;
    const out = this.buffered.subarray(0, Math.min(limit, this.buffered.byteLength));
    this.buffered = this.buffered.subarray(out.byteLength);
    this.position += out.byteLength;
    return out;
  }

  /** Skips `count` bytes; answers how many there were. */
  async skip(count: number): Promise<number> {
    let left = count;
    while (left > 0) {
      const piece = await this.next(left);
      if (!piece) break;
      left -= piece.byteLength;
    }
    return count - left;
  }

  /** Stops reading (the rest of the stream is not needed). */
  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
