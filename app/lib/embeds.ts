/**
 * Third-party embeds of a listing, never rendered from the stored markup (design.md section 5): the
 * map's iframe `src` is taken only when it is Google Maps' embed, and video links become
 * youtube-nocookie embeds.
 */

/** The Google Maps embed URL inside an admin's iframe markup (or a bare URL), or null. */
export function mapEmbedUrl(markup: string | null): string | null {
  if (!markup) return null;
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(markup)?.[1] ?? markup.trim();
  let url: URL;
  try {
    url = new URL(src.replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
  // Both of Google's embed forms: /maps/embed?pb=... (the Share > Embed markup) and the classic
  // /maps?q=...&output=embed. Any other Maps page refuses to be framed, so it is not accepted.
  const isGoogleHost = url.hostname === 'www.google.com' || url.hostname === 'maps.google.com';
  const isEmbedPath =
    url.pathname.startsWith('/maps/embed') ||
    (url.pathname === '/maps' && url.searchParams.get('output') === 'embed');
  return url.protocol === 'https:' && isGoogleHost && isEmbedPath ? url.toString() : null;
}

/** The video id of a YouTube watch, short, youtu.be or embed link, or null. */
export function youTubeId(link: string | null): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.searchParams.get('v') ??
      /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1] ??
      null;
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

export function youTubeEmbedUrl(link: string | null): string | null {
  const id = youTubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
