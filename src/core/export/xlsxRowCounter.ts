import type { RowCounter } from './csvRowCounter.js';

/** The zip entry of the first sheet, as exceljs names it. */
const SHEET = /(^|\/)xl\/worksheets\/sheet1\.xml$/;
/** Local file header signature of a zip entry: 'PK\x03\x04'. */
const SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Past this many bytes without the sheet's header, the counter gives up (rows stay 0). */
const MAX_SEARCH = 1 << 20;
const ROW_END = '</row>';

/** Where the sheet's data starts in `bytes`, its compression method, or undefined when not there (yet). */
function findSheet(bytes: Uint8Array): { start: number; method: number } | undefined {
  for (let i = 0; i + 30 <= bytes.length; i++) {
    if (SIGNATURE.some((b, k) => bytes[i + k] !== b)) continue;
    const view = new DataView(bytes.buffer, bytes.byteOffset + i, 30);
    const nameLength = view.getUint16(26, true);
    const extraLength = view.getUint16(28, true);
    // A header cut at the chunk's end (or bytes that only look like one): read on.
    if (i + 30 + nameLength > bytes.length) continue;
    const name = new TextDecoder().decode(bytes.subarray(i + 30, i + 30 + nameLength));
    if (SHEET.test(name)) return { start: i + 30 + nameLength + extraLength, method: view.getUint16(8, true) };
  }
  return undefined;
}

/**
 * Counts the rows of an XLSX workbook as its bytes arrive, without waiting for the whole file:
 * finds the first sheet's zip entry by its local header, inflates its data as it comes
 * (DecompressionStream 'deflate-raw'; a stored entry is read as is) and counts the `</row>` ends
 * (the heading row not counted). Whatever follows the sheet in the zip is ignored. Where the
 * browser has no DecompressionStream, or the file is not laid out so, rows stay 0 and the
 * progress shows bytes only.
 */
export function xlsxRowCounter(): RowCounter {
  let head = new Uint8Array(0);
  let state: 'searching' | 'counting' | 'off' = 'searching';
  let ends = 0;
  let carry = '';
  let feed: ((chunk: Uint8Array) => void) | undefined;
  const count = (text: string) => {
    const t = carry + text;
    for (let i = t.indexOf(ROW_END); i >= 0; i = t.indexOf(ROW_END, i + ROW_END.length)) ends += 1;
    carry = t.slice(-(ROW_END.length - 1));
  };
  const startInflating = () => {
    if (typeof DecompressionStream === 'undefined') {
      state = 'off';
      return;
    }
    const inflate = new DecompressionStream('deflate-raw');
    const writer = inflate.writable.getWriter();
    const text = inflate.readable.pipeThrough(new TextDecoderStream()).getReader();
    // After the sheet's end the zip goes on: the inflater refuses those bytes, and counting stops.
    const stop = () => {
      state = 'off';
    };
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await text.read();
          if (done) break;
          count(value);
        }
      } catch {
        // the bytes after the sheet's end
      }
      stop();
    })();
    feed = (chunk) => {
      writer.write(chunk as Uint8Array<ArrayBuffer>).catch(stop);
    };
  };
  return {
    push(chunk) {
      if (state === 'off') return;
      if (state === 'counting') {
        feed?.(chunk);
        return;
      }
      const joined = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      const sheet = findSheet(joined);
      if (!sheet) {
        head = joined.length > MAX_SEARCH ? new Uint8Array(0) : joined;
        if (joined.length > MAX_SEARCH) state = 'off';
        return;
      }
      head = new Uint8Array(0);
      const data = joined.subarray(sheet.start);
      if (sheet.method === 0) {
        state = 'counting';
        const decoder = new TextDecoder();
        feed = (bytes) => count(decoder.decode(bytes, { stream: true }));
      } else {
        state = 'counting';
        startInflating();
      }
      if (data.length) feed?.(data);
    },
    get rows() {
      return Math.max(0, ends - 1);
    },
  };
}
