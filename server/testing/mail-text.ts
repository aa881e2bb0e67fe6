/**
 * A sent mail (`.eml`, as nodemailer writes it) read as a mail client would, for tests: its
 * headers, and the text of its plain-text part decoded from quoted-printable or base64, whether
 * the mail is one part or `multipart/alternative` (text and HTML).
 */
export interface ReadMail {
  headers: Record<string, string>;
  text: string;
  html: string | undefined;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Undoes quoted-printable: soft line breaks go, `=XX` becomes that byte (UTF-8 text). */
export function decodeQuotedPrintable(encoded: string): string {
  const unwrapped = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

export function readMail(raw: string): ReadMail {
  const mail = splitPart(raw);
  const type = mail.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return { headers: mail.headers, text: decodeBody(mail), html: undefined };
  }
  const parts = mail.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitPart(chunk.replace(/^\n/, '')));
  const of = (kind: string) =>
    parts.find((part) => (part.headers['content-type'] ?? '').toLowerCase().startsWith(kind));
  const text = of('text/plain');
  const html = of('text/html');
  return {
    headers: mail.headers,
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : undefined,
  };
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) as the text they hold. */
export function decodeMimeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
