import { describe, expect, it } from 'vitest';

import { DEFAULT_MAP_TILES, readTileUrl, tileImageSource } from './map-tiles';

describe('the map tiles setting', () => {
  it('takes a URL template with {z}, {x} and {y}', () => {
    expect(readTileUrl(DEFAULT_MAP_TILES.url)).toBe(DEFAULT_MAP_TILES.url);
    expect(readTileUrl('https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png')).not.toBeNull();
    expect(readTileUrl('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).not.toBeNull();
  });

  it.each([
    'https://tile.example.org/{z}/{x}.png',
    'ftp://tile.example.org/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}{x}{y}',
    'https://user:secret@tile.example.org/{z}/{x}/{y}.png',
    'not a url {z}{x}{y}',
  ])('refuses %s', (text) => {
    expect(readTileUrl(text)).toBeNull();
  });

  it('names the origin for the Content-Security-Policy, a subdomain as a wildcard', () => {
    expect(tileImageSource(DEFAULT_MAP_TILES.url)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org:8443',
    );
  });
});
