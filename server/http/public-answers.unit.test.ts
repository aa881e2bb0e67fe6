import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogueVersion } from './catalogue-version';
import { registerCompression } from './compression';
import { cacheKey, pageCacheKey, registerPublicAnswers } from './public-answers';
import { PublicCache } from './public-cache';

async function appWith(version: CatalogueVersion) {
  const app = Fastify({ logger: false });
  registerPublicAnswers(app, { cache: new PublicCache(1024 * 1024), version });
  registerCompression(app);
  let made = 0;
  app.get('/page', { config: { publicCache: true } }, async () => {
    made += 1;
    return { made, text: 'Kerala homes '.repeat(200) };
  });
  await app.ready();
  return { app, made: () => made };
}

describe('public answers without the database', () => {
  it('answers uncached, with no cache headers, when the catalogue version cannot be read', async () => {
    const { app, made } = await appWith({
      current: () => Promise.reject(new Error('connection refused')),
    });
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
      // Compressed as any other answer.
      expect(response.headers['content-encoding']).toBe('br');
    }
    expect(made()).toBe(2);
    await app.close();
  });

  it('uses the cache again as soon as the version can be read', async () => {
    let up = false;
    const { app, made } = await appWith({
      current: () => (up ? Promise.resolve('1:2026-11-25') : Promise.reject(new Error('down'))),
    });
    await app.inject({ url: '/page' });
    up = true;
    await app.inject({ url: '/page' });
    const third = await app.inject({ url: '/page' });
    expect(third.headers['x-cache']).toBe('HIT');
    expect(made()).toBe(2);
    await app.close();
  });
});

describe('cacheKey', () => {
  it.each([
    ['/property-listing', '/property-listing'],
    ['/property-listing?', '/property-listing'],
    ['/property-listing?type=rent&beds=2', '/property-listing?beds=2&type=rent'],
    ['/property-listing?beds=2&type=rent', '/property-listing?beds=2&type=rent'],
    ['/p?q=a%20b', '/p?q=a+b'],
    ['/p?q=a+b', '/p?q=a+b'],
    ['/p?f=2&a=1&f=1', '/p?a=1&f=2&f=1'],
  ])('%s is kept as %s', (url, key) => {
    expect(cacheKey(url)).toBe(key);
  });

  it('keeps different paths and different values apart', () => {
    expect(cacheKey('/property/1')).not.toBe(cacheKey('/property/1/'));
    expect(cacheKey('/p?f=1&f=2')).not.toBe(cacheKey('/p?f=2&f=1'));
    expect(cacheKey('/p?a=1')).not.toBe(cacheKey('/p?a=1&a=1'));
  });
});

describe('the page cache key and the currency', () => {
  it("adds the cookie's currency when the URL names none, and nothing for rupees", () => {
    expect(pageCacheKey('/property/5', undefined)).toBe('/property/5');
    expect(pageCacheKey('/property/5', 'veedu_currency=AED')).toBe('/property/5 currency=AED');
    expect(pageCacheKey('/property/5', 'veedu_lang=ml; veedu_currency=kwd')).toBe(
      '/property/5 currency=KWD',
    );
    expect(pageCacheKey('/property/5', 'veedu_currency=INR')).toBe('/property/5');
    expect(pageCacheKey('/property/5', 'veedu_currency=EUR')).toBe('/property/5');
    // The URL's choice is in the URL's key already, whatever the cookie says.
    expect(pageCacheKey('/p?currency=SAR&b=1', 'veedu_currency=AED')).toBe('/p?b=1&currency=SAR');
    expect(pageCacheKey('/p?currency=SAR', undefined)).toBe(cacheKey('/p?currency=SAR'));
    // A currency of nothing we know in the URL leaves the choice to the cookie.
    expect(pageCacheKey('/p?currency=EUR', 'veedu_currency=OMR')).toBe(
      '/p?currency=EUR currency=OMR',
    );
  });
});
