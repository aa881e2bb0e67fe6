import { describe, expect, it } from 'vitest';

import { isSameOriginPost } from './ssr.plugin';

const SITE = 'https://veedu.in';

describe('isSameOriginPost: page forms are posted from the site only', () => {
  it('believes Sec-Fetch-Site first', () => {
    expect(isSameOriginPost({ 'sec-fetch-site': 'same-origin' }, SITE)).toBe(true);
    expect(isSameOriginPost({ 'sec-fetch-site': 'cross-site', origin: SITE }, SITE)).toBe(false);
    expect(isSameOriginPost({ 'sec-fetch-site': 'same-site' }, SITE)).toBe(false);
  });

  it('without it, wants the Origin of PUBLIC_URL or of the host asked for', () => {
    expect(isSameOriginPost({ origin: SITE }, SITE)).toBe(true);
    expect(isSameOriginPost({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }, SITE)).toBe(
      true,
    );
    expect(isSameOriginPost({ origin: 'https://attacker.example', host: 'veedu.in' }, SITE)).toBe(
      false,
    );
    expect(isSameOriginPost({ origin: 'null', host: 'veedu.in' }, SITE)).toBe(false);
  });

  it('lets through a client that says neither (it could forge them anyway)', () => {
    expect(isSameOriginPost({}, SITE)).toBe(true);
  });
});
