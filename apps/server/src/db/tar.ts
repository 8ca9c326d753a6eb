import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The small part of POSIX tar (ustar) a backup needs: regular files and directories, written and read
 * as streams, so a 1 GB relation segment never sits in memory. GNU tar and bsdtar read what this writes.
 */
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK);

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  mode: number;
  size: number;
  mtime: number;
}

function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`path too long for the archive: ${name}`);
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const text = (value: string, offset: number, length: number) => block.write(value, offset, length);
  const octal = (value: number, offset: number, length: number) =>
    text(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
  const [prefix, rest] = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  text(rest, 0, 100);
  octal(entry.mode & 0o7777, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(entry.type === 'file' ? entry.size : 0, 124, 12);
  octal(Math.floor(entry.mtime / 1000), 136, 12);
  text('        ', 148, 8);
  text(entry.type === 'file' ? '0' : '5', 156, 1);
  text('ustar\0', 257, 6);
  text('00', 263, 2);
  text(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  text(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** Writes entries to a stream (a gzip stream, say), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  directory(name: string, mode: number, mtime: number): Promise<void> {
    return this.write(header({ name, type: 'directory', mode, size: 0, mtime }));
  }

  /** A file of exactly `size` bytes: a source that ends early is padded with zeros, one longer is cut. */
  async file(
    name: string,
    mode: number,
    mtime: number,
    size: number,
    source: Buffer | AsyncIterable<Buffer>,
  ): Promise<void> {
    await this.write(header({ name, type: 'file', mode, size, mtime }));
    let written = 0;
    for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
      const part = chunk.subarray(0, size - written);
      if (part.length > 0) await this.write(part);
      written += part.length;
      if (written === size) break;
    }
    for (let left = size - written; left > 0; left -= BLOCK)
      await this.write(ZEROS.subarray(0, Math.min(BLOCK, left)));
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(ZEROS.subarray(0, padding));
  }

  /** The two zero blocks that end an archive; the caller then ends the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
  }
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted) {
      const next = await this.source.next();
      if (next.done) return false;
      this.chunks.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  async exactly(count: number): Promise<Buffer | undefined> {
    if (!(await this.fill(count))) return undefined;
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [all.subarray(count)];
    this.length -= count;
    return all.subarray(0, count);
  }

  async *take(count: number): AsyncGenerator<Buffer> {
    for (let left = count; left > 0; ) {
      if (this.length === 0 && !(await this.fill(1))) throw new Error('the archive is truncated');
      const head = this.chunks.shift()!;
      const part = head.subarray(0, left);
      if (part.length < head.length) this.chunks.unshift(head.subarray(part.length));
      this.length -= part.length;
      left -= part.length;
      yield part;
    }
  }
}

const field = (block: Buffer, offset: number, length: number) =>
  block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
const octalField = (block: Buffer, offset: number, length: number) =>
  Number.parseInt(field(block, offset, length).trim() || '0', 8);

/**
 * The entries of an archive, in order; read each entry's `content` before asking for the next.
 * Refuses what this module does not write (links, devices), and blocks whose checksum is wrong.
 */
export async function* readTar(
  source: AsyncIterable<Buffer>,
): AsyncGenerator<TarEntry & { content: AsyncGenerator<Buffer> }> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new Error('the archive is truncated');
    if (block.equals(ZEROS)) return;
    let sum = 0;
    for (const [index, byte] of block.entries()) sum += index >= 148 && index < 156 ? 32 : byte;
    if (sum !== octalField(block, 148, 8)) throw new Error('not a tar archive, or a damaged one');
    const prefix = field(block, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(block, 0, 100);
    const flag = field(block, 156, 1);
    if (flag !== '0' && flag !== '' && flag !== '5') throw new Error(`unsupported archive entry ${name}`);
    const size = flag === '5' ? 0 : octalField(block, 124, 12);
    const content = reader.take(size);
    yield {
      name: name.replace(/\/$/, ''),
      type: flag === '5' ? 'directory' : 'file',
      mode: octalField(block, 100, 8),
      size,
      mtime: octalField(block, 136, 12) * 1000,
      content,
    };
    // Skips what the caller left unread, then the padding.
    for await (const _ of content);
    await reader.exactly((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
