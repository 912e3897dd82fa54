/** A running count of rows in a streamed file (the export's progress). */
export interface RowCounter {
  /** Reads the next bytes of the file. */
  push(chunk: Uint8Array): void;
  /** Data rows seen so far (the heading row not counted). */
  readonly rows: number;
}

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * Counts the data rows of a CSV as its bytes arrive: each line feed outside quotes ends a row
 * (a quoted cell may hold line breaks; an escaped quote `""` toggles twice). Bytes, not text: in
 * UTF-8 no byte of a multi-byte character is a quote or a line feed, so a chunk may end anywhere.
 *
 * @example
 * const c = csvRowCounter(); c.push(new TextEncoder().encode('\uFEFFa;b\r\n"x\r\ny";1\r\n')); c.rows // 1
 */
export function csvRowCounter(): RowCounter {
  let lines = 0;
  let quoted = false;
  return {
    push(chunk) {
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) lines += 1;
      }
    },
    get rows() {
      return Math.max(0, lines - 1);
    },
  };
}
