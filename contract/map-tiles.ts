/**
 * The map's tiles (issue 14): where the listing page's and detail page's maps fetch their
 * pictures from, and the credit the tiles' licence asks for. Configured by MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION (design.md section 3); by default OpenStreetMap's standard tiles, whose
 * policy asks for the attribution and a real referrer (the pages send one).
 */
export interface MapTiles {
  /** A Leaflet tile URL template: {z}, {x} and {y}, optionally {s} (a subdomain) and {r}. */
  url: string;
  /** Plain text shown in the map's corner. */
  attribution: string;
}

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

export const MAP_TILE_URL_MESSAGE =
  'must be an http:// or https:// URL template with {z}, {x} and {y} ' +
  '(e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png)';

/** The template when it is one a map can use; null otherwise. */
export function readTileUrl(text: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => text.includes(part))) return null;
  try {
    const url = new URL(text.replaceAll('{s}', 'a'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
  } catch {
    return null;
  }
  return text;
}

/**
 * The Content-Security-Policy source the tiles come from: their origin, with a wildcard for a
 * {s} subdomain ('https://{s}.tile.example.org/...' -> 'https://*.tile.example.org').
 */
export function tileImageSource(template: string): string {
  const { protocol, host } = new URL(template.replaceAll('{s}', 'subdomain-placeholder'));
  return `${protocol}//${host.replace('subdomain-placeholder', '*')}`;
}
