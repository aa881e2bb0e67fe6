/**
 * No secret in a log line (issue 32, item 2). URLs carry secrets in their query: an invitation's
 * `token` (/admin/accept-invite?token=…, /api/accounts/invitations/check/?token=…), a draft's
 * `preview` link (/property/17?preview=… and its .data twin). Whoever reads the logs could accept
 * the invitation or open the draft. Every line the app's logger writes goes through
 * `redactSecrets` (`loggerOptions` in server/app.ts, pino's streamWrite hook): the request line's
 * `url`, an error's message or stack, a 404's, a slow request's, whatever a later line adds.
 *
 * A parameter is secret by its name: token, preview, otp, code, password, key, or one ending in
 * `_token`, `-key`… (access_token, api_key), in any case. The name is read as the server reads it,
 * percent-decoded (`%74oken` is `token`), also when it sits encoded inside another parameter's
 * value (`next=%2Fadmin%2Faccept-invite%3Ftoken%3D…`, at any depth of encoding), and its value
 * becomes `[redacted]` up to where the server would end it: `&`, `;` or `#` at its own level of
 * encoding (or any level above), a space or the end of the JSON string.
 */

const SECRET_WORDS = ['token', 'preview', 'otp', 'code', 'password', 'key'];
const SECRET_NAME = new RegExp(`(?:^|[_.-])(?:${SECRET_WORDS.join('|')})(?:\\[\\])?$`);

export const REDACTED = '[redacted]';

/** `=` as written or percent-encoded, `%25` once per extra level of encoding: `%3D`, `%253D`… */
const EQUALS = /=|%((?:25){0,8})3d/gi;

/** Where a name stops, read backwards: what separates parameters, or ends a JSON string. */
const BEFORE_NAME = /[?&;/#\s="'\\:,()<>{}]/;

/** How far back a name is looked for: an encoded path with a name at its end is short. */
const MAX_NAME_CHARS = 256;

/** Whether `=` is on the line, written or encoded: most lines need no further look. */
const MAY_HOLD_PARAMETER = /=|%(?:25)*3d/i;

/**
 * The bytes of a request Node could not parse, which its error carries (`rawPacket`, logged with
 * the error at trace level): its URL, its cookies, its body, anything.
 */
const RAW_PACKET = /"rawPacket":\{"type":"Buffer","data":\[[\d,]*\]\}/g;

/**
 * The line with the value of every secret parameter in it, and the raw bytes of any request,
 * replaced by `[redacted]`.
 */
export function redactSecrets(line: string): string {
  const withoutPackets = line.includes('"rawPacket"')
    ? line.replace(RAW_PACKET, `"rawPacket":"${REDACTED}"`)
    : line;
  return redactParameters(withoutPackets);
}

function redactParameters(line: string): string {
  if (!MAY_HOLD_PARAMETER.test(line)) return line;
  let redacted = '';
  let copiedUpTo = 0;
  // A name starts after the `=` before it at the earliest: each character is read back once.
  let previousEquals = 0;
  EQUALS.lastIndex = 0;
  for (let match = EQUALS.exec(line); match; match = EQUALS.exec(line)) {
    const nameEnd = match.index;
    let nameStart = nameEnd;
    const earliest = Math.max(copiedUpTo, previousEquals, nameEnd - MAX_NAME_CHARS);
    previousEquals = EQUALS.lastIndex;
    while (nameStart > earliest && !BEFORE_NAME.test(line[nameStart - 1]!)) nameStart -= 1;
    if (!isSecretName(line.slice(nameStart, nameEnd))) continue;
    // `=` as written is level 0; `%3D` level 1, `%253D` level 2…
    const level = match[0] === '=' ? 0 : 1 + (match[1]?.length ?? 0) / 2;
    const valueStart = EQUALS.lastIndex;
    const valueEnd = endOfValue(line, valueStart, level);
    if (valueEnd === valueStart) continue;
    redacted += `${line.slice(copiedUpTo, valueStart)}${REDACTED}`;
    copiedUpTo = valueEnd;
    EQUALS.lastIndex = valueEnd;
  }
  return copiedUpTo === 0 ? line : redacted + line.slice(copiedUpTo);
}

/** Whether a parameter's name, as written in the line, is a secret's once decoded. */
function isSecretName(written: string): boolean {
  if (written === '') return false;
  let name = written.replaceAll('+', ' ');
  // As many times as it was encoded (a name inside a value inside a value…).
  for (let round = 0; round < 8 && name.includes('%'); round += 1) {
    const decoded = name.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === name) break;
    name = decoded;
  }
  // What decoding showed to be a path or another parameter before it is not the name.
  const last = name.split(/[?&;/#=]/).at(-1) ?? '';
  return SECRET_NAME.test(last.trim().toLowerCase());
}

/** A value's end at each level of encoding: what endOfValue looks for. */
const VALUE_ENDS = Array.from({ length: 10 }, (_, level) => {
  // `&`, `;` or `#` encoded at this level or one above: %26, %2526…
  const encoded = level === 0 ? '' : `|%(?:25){0,${level - 1}}(?:26|3b|23)`;
  return new RegExp(`[&;#\\s"]${encoded}|\\\\.`, 'gi');
});

/**
 * Where a value that starts at `from` ends: at a separator of its own level of encoding or of a
 * level above, at a space, or at the end of the JSON string the line holds it in (an escaped
 * character, `\"` or `\\`, is part of the value).
 */
function endOfValue(line: string, from: number, level: number): number {
  const ends = VALUE_ENDS[level]!;
  ends.lastIndex = from;
  for (let found = ends.exec(line); found; found = ends.exec(line)) {
    if (!found[0].startsWith('\\')) return found.index;
  }
  return line.length;
}
