import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, FIXED_LENGTH, HEADER_LENGTH, TAG_LENGTH } from '../../../../server/storage/crypto/fileHeader.js';
import { masterKeyring } from '../../../../server/storage/crypto/MasterKeyring.js';
import { openEncryptedFile } from '../../../../server/storage/crypto/openEncryptedFile.js';
import { TamperedFileError } from '../../../../server/storage/crypto/TamperedFileError.js';
import { writeEncryptedFile } from '../../../../server/storage/crypto/writeEncryptedFile.js';
import { tempDir } from '../../../support/tempDir.js';
import { testKeyring } from '../../../support/storageCrypto.js';

const dir = tempDir('crypt');
const keyring = testKeyring();
let n = 0;
const SEALED = CHUNK_SIZE + TAG_LENGTH;

async function encrypted(content: Buffer): Promise<string> {
  const path = join(dir, `f${n++}.bin`);
  await writeEncryptedFile(path, content, keyring);
  return path;
}
const readAll = async (path: string, start?: number, end?: number, keys = keyring) =>
  buffer((await openEncryptedFile(path, keys)).read(start, end));
const refused = async (path: string) => {
  const error = await readAll(path).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TamperedFileError);
  return error as TamperedFileError;
};

describe('encrypted stored files: round trip', () => {
  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['small', 1000],
    ['one chunk less one byte', CHUNK_SIZE - 1],
    ['exactly one chunk', CHUNK_SIZE],
    ['one chunk and one byte', CHUNK_SIZE + 1],
    ['exactly three chunks', 3 * CHUNK_SIZE],
    ['large (5 MiB and a bit)', 5 * 1024 * 1024 + 12_345],
  ])('%s: the same bytes back, the size known before reading, no plaintext on disk', async (_what, size) => {
    const content = randomBytes(size);
    const path = await encrypted(content);
    const file = await openEncryptedFile(path, keyring);
    expect(file.size).toBe(size);
    expect((await buffer(file.read())).equals(content)).toBe(true);
    const disk = readFileSync(path);
    expect(disk.length).toBe(HEADER_LENGTH + size + TAG_LENGTH * Math.max(1, Math.ceil(size / CHUNK_SIZE)));
    if (size >= 64) expect(disk.includes(content.subarray(0, 64))).toBe(false);
  });

  it('streams: a Readable source of 20 MiB is encrypted with memory near one chunk', async () => {
    const { Readable } = await import('node:stream');
    const piece = randomBytes(1024 * 1024);
    const path = join(dir, 'stream.bin');
    await writeEncryptedFile(
      path,
      Readable.from(
        (function* () {
          for (let i = 0; i < 20; i++) yield piece;
        })(),
      ),
      keyring,
    );
    const file = await openEncryptedFile(path, keyring);
    expect(file.size).toBe(20 * piece.length);
    const back = await buffer(file.read(19 * piece.length, 20 * piece.length - 1));
    expect(back.equals(piece)).toBe(true);
  });

  it('two writes of the same content differ (fresh data key and nonce prefix per file)', async () => {
    const content = Buffer.from('mesmo conteúdo');
    expect(readFileSync(await encrypted(content)).equals(readFileSync(await encrypted(content)))).toBe(false);
  });
});

describe('encrypted stored files: ranges decrypt only what they need', () => {
  const size = 3 * CHUNK_SIZE + 777;
  const content = randomBytes(size);
  let path: string;
  it.each([
    ['first byte', 0, 0],
    ['last byte', size - 1, size - 1],
    ['the whole file', 0, size - 1],
    ['inside one chunk', 10, 20],
    ['the last byte of a chunk', CHUNK_SIZE - 1, CHUNK_SIZE - 1],
    ['the first byte of a chunk', CHUNK_SIZE, CHUNK_SIZE],
    ['across one chunk border', CHUNK_SIZE - 5, CHUNK_SIZE + 4],
    ['across every border', 1, size - 2],
    ['exactly the second chunk', CHUNK_SIZE, 2 * CHUNK_SIZE - 1],
    ['the tail (a suffix range)', size - 500, size - 1],
    ['into the last chunk', 2 * CHUNK_SIZE + 3, 3 * CHUNK_SIZE + 5],
  ])('%s', async (_what, start, end) => {
    path ??= await encrypted(content);
    expect((await readAll(path, start, end)).equals(content.subarray(start, end + 1))).toBe(true);
  });

  it('a range in the first chunk does not read a damaged third chunk', async () => {
    const damaged = await encrypted(content);
    const bytes = readFileSync(damaged);
    bytes[HEADER_LENGTH + 2 * SEALED + 100]! ^= 1;
    writeFileSync(damaged, bytes);
    expect((await readAll(damaged, 0, 99)).equals(content.subarray(0, 100))).toBe(true);
    await expect(readAll(damaged, 0, 3 * CHUNK_SIZE - 1)).rejects.toBeInstanceOf(TamperedFileError);
  });
});

describe('encrypted stored files: tampering is refused', () => {
  const size = 3 * CHUNK_SIZE + 777;
  const content = randomBytes(size);
  const flipAt = async (offset: number) => {
    const path = await encrypted(content);
    const bytes = readFileSync(path);
    bytes[offset]! ^= 0x10;
    writeFileSync(path, bytes);
    return path;
  };

  it.each([
    ['the magic', 0],
    ['the version', 8],
    ['the chunk size', 12],
    ['the nonce prefix', 15],
    ['the master key id', FIXED_LENGTH + 1],
    ['the wrap nonce', FIXED_LENGTH + 10],
    ['the wrapped data key', FIXED_LENGTH + 30],
    ['the wrap tag', HEADER_LENGTH - 1],
    ['the first chunk', HEADER_LENGTH + 5],
    ['the first chunk tag', HEADER_LENGTH + SEALED - 1],
    ['the second chunk', HEADER_LENGTH + SEALED + 5],
    ['the third chunk', HEADER_LENGTH + 2 * SEALED + 65_000],
    ['the last chunk', HEADER_LENGTH + 3 * SEALED + 5],
  ])('a flipped bit in %s', async (_what, offset) => {
    await refused(await flipAt(offset));
  });

  it('a truncated last chunk, a file cut at a chunk border, a lost header, an extra byte', async () => {
    const cut = await encrypted(content);
    truncateSync(cut, statSync(cut).size - 1);
    expect((await refused(cut)).detail).toMatch(/bloco 3/);
    const atBorder = await encrypted(content);
    truncateSync(atBorder, HEADER_LENGTH + 3 * SEALED);
    await refused(atBorder);
    const headless = await encrypted(content);
    truncateSync(headless, 50);
    await refused(headless);
    const longer = await encrypted(content);
    writeFileSync(longer, Buffer.concat([readFileSync(longer), Buffer.from([0])]));
    await refused(longer);
  });

  it('swapped chunks, and a chunk moved from another file under the same key', async () => {
    const path = await encrypted(content);
    const bytes = readFileSync(path);
    const first = Buffer.from(bytes.subarray(HEADER_LENGTH, HEADER_LENGTH + SEALED));
    bytes.copy(bytes, HEADER_LENGTH, HEADER_LENGTH + SEALED, HEADER_LENGTH + 2 * SEALED);
    first.copy(bytes, HEADER_LENGTH + SEALED);
    writeFileSync(path, bytes);
    expect((await refused(path)).detail).toMatch(/bloco 0/);
    const other = readFileSync(await encrypted(content));
    const mixed = readFileSync(await encrypted(content));
    other.copy(mixed, HEADER_LENGTH + SEALED, HEADER_LENGTH + SEALED, HEADER_LENGTH + 2 * SEALED);
    const mixedPath = join(dir, 'mixed.bin');
    writeFileSync(mixedPath, mixed);
    await refused(mixedPath);
  });

  it('a plain file (no header), and a file under a master key not in the keyring', async () => {
    const plain = join(dir, 'plain.jpeg');
    writeFileSync(plain, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(500)]));
    expect((await refused(plain)).detail).toMatch(/sem cabeçalho/);
    const path = await encrypted(content);
    const error = await readAll(path, undefined, undefined, masterKeyring(randomBytes(32))).catch((e: unknown) => e);
    expect((error as TamperedFileError).detail).toMatch(/chave-mestra desconhecida/);
  });

  it('mid-stream damage destroys the stream after the good chunks, never emitting a damaged byte', async () => {
    const big = randomBytes(40 * CHUNK_SIZE);
    const path = await encrypted(big);
    const bytes = readFileSync(path);
    bytes[HEADER_LENGTH + 30 * SEALED + 7]! ^= 1;
    writeFileSync(path, bytes);
    const file = await openEncryptedFile(path, keyring);
    const got: Buffer[] = [];
    const error = await new Promise<unknown>((resolve) => {
      const stream = file.read();
      stream.on('data', (b: Buffer) => got.push(b));
      stream.on('error', resolve);
      stream.on('end', () => resolve(undefined));
    });
    expect(error).toBeInstanceOf(TamperedFileError);
    const received = Buffer.concat(got);
    expect(received.length).toBeLessThanOrEqual(30 * CHUNK_SIZE);
    expect(received.equals(big.subarray(0, received.length))).toBe(true);
  });
});
