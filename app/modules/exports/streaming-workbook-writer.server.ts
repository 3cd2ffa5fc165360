import { once } from 'node:events';
import { Transform, type TransformCallback, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

// Server: exceljs' streaming WorkbookWriter with its parts written through ordinary Node streams,
// so an .xlsx of any length is written in constant memory (docs/decisions/030-exports.md).
//
// exceljs 4.4.0 writes each part of the file (a sheet's XML) into its own StreamBuf, which ignores
// backpressure and, in the state the writer leaves it in (paused, then piped into the zip), keeps
// every chunk until the sheet is committed: about 1 KB a row held in memory (exceljs issue #2916).
// Here a part is an ordinary stream, which the zip reads as it is written and which reports when
// its buffer is full; the exporter waits for room before it reads the next page of rows.

/** What the zip is handed at a time: handed a row at a time (about 100 bytes), deflating took a third longer. */
const CHUNK_BYTES = 64 * 1024;

/** A part of the .xlsx: takes exceljs' text and StringBuf chunks, hands the zip bytes CHUNK_BYTES at a time. */
class WorkbookPart extends Transform {
  #pending: Buffer[] = [];
  #size = 0;

  override write(chunk: unknown, encoding?: BufferEncoding | ((error?: Error | null) => void), callback?: (error?: Error | null) => void): boolean {
    // exceljs reuses one StringBuf for every row: its bytes are copied now, before it is reset.
    const bytes = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : (chunk as { toBuffer(): Buffer }).toBuffer();
    return typeof encoding === 'function' ? super.write(bytes, encoding) : super.write(bytes, encoding ?? 'utf8', callback);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#pending.push(chunk);
    this.#size += chunk.length;
    if (this.#size >= CHUNK_BYTES) this.#handOn();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.#handOn();
    done();
  }

  #handOn() {
    if (this.#size === 0) return;
    this.push(Buffer.concat(this.#pending, this.#size));
    this.#pending = [];
    this.#size = 0;
  }
}

type ZipArchive = { append(source: NodeJS.ReadableStream, entry: { name: string }): void };

export class StreamingWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  /** Every part opened so far: the exporter waits until each has room before adding more rows. */
  readonly parts: Writable[] = [];

  // Overrides the writer's own (undocumented, unchanged since exceljs 1.x; the version is pinned).
  _openStream(path: string): Writable {
    const part = new WorkbookPart();
    (this as unknown as { zip: ZipArchive }).zip.append(part, { name: path });
    part.on('finish', () => part.emit('zipped')); // what the writer's commit() waits for
    this.parts.push(part);
    return part;
  }
}

/** Resolves once `stream` has room for more (at once if it has), or when `destination` closes: the reader went away. */
export async function roomIn(stream: Writable, destination: Writable): Promise<void> {
  if (!stream.writableNeedDrain || destination.destroyed) return;
  const settled = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: settled.signal }), once(destination, 'close', { signal: settled.signal })]);
  } finally {
    settled.abort(); // removes the listener of whichever did not happen
  }
}
