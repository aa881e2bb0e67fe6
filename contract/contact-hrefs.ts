/**
 * The links that hand a visitor to WhatsApp, the phone or the mail program. Used by the /go/
 * redirects (server/modules/leads), which record a lead first, and by the pages' share links.
 */

/** A WhatsApp chat with this number, optionally with a message typed in already. */
export function buildWhatsAppUrl(whatsapp: string, message?: string): string {
  const chat = `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
  return message ? `${chat}?text=${encodeQueryValue(message)}` : chat;
}

/** WhatsApp's share link: the visitor picks the chat, the message is written for them. */
export function buildWhatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeQueryValue(message)}`;
}

/**
 * A text as the value of a URL's query, percent-encoded only where it must be: the characters of
 * `bare` (by default commas, colons, slashes and @, which a query may hold as they are, RFC 3986)
 * stay, and an apostrophe is written %27 rather than the HTML entity React would make of it. Every
 * card of a results page carries such a message; they are shorter, and decode to the same text.
 */
export function encodeQueryValue(text: string, bare = ',:/@'): string {
  return encodeURIComponent(text)
    .replace(/%([0-7][0-9A-F])/g, (escape, hex: string) => {
      const character = String.fromCharCode(Number.parseInt(hex, 16));
      return bare.includes(character) ? character : escape;
    })
    .replaceAll("'", '%27');
}

export function buildTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A mail to this address, with a subject if given. */
export function buildMailHref(email: string, subject?: string): string {
  // A mailto header value may hold commas, colons and @ as they are, not slashes (RFC 6068).
  return subject
    ? `mailto:${email}?subject=${encodeQueryValue(subject, ',:@')}`
    : `mailto:${email}`;
}
