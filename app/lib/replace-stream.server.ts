import { Transform } from 'node:stream';

/**
 * A stream that replaces every `search` (ASCII) in the bytes passing through, even when a match
 * is split across chunks: the end of each chunk that could begin a match waits for the next one.
 * Bytes are handled as latin1 (one character per byte), so UTF-8 text passes through unchanged.
 */
export function createReplaceStream(search: string, replacement: string): Transform {
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + chunk.toString('latin1');
      const replaced = text.replaceAll(search, replacement);
      // Hold back at most search.length - 1 characters, never any of a replacement just made
      // (it may contain `search` itself).
      const lastReplacementEnd =
        text === replaced ? 0 : replaced.lastIndexOf(replacement) + replacement.length;
      const holdFrom = Math.max(replaced.length - (search.length - 1), lastReplacementEnd);
      carry = replaced.slice(holdFrom);
      callback(null, Buffer.from(replaced.slice(0, holdFrom), 'latin1'));
    },
    flush(callback) {
      callback(null, Buffer.from(carry, 'latin1'));
    },
  });
}
