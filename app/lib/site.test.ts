import { describe, expect, it } from 'vitest';
import { buildMailHref } from '../../contract/contact-hrefs';
import { buildWhatsAppUrl, encodeQueryValue } from './site';

const TRICKY = `Hello, I'm interested in "Flat 2/3 & shop #4 + 50% off" (₹28,000). https://veedu.in/property/2?x=1`;

describe('encodeQueryValue', () => {
  it('decodes to the same text, as a browser and WhatsApp read the query', () => {
    const url = new URL(`https://wa.me/919846012345?text=${encodeQueryValue(TRICKY)}`);
    expect(url.searchParams.get('text')).toBe(TRICKY);
    expect(decodeURIComponent(encodeQueryValue(TRICKY))).toBe(TRICKY);
  });

  it('leaves commas, colons, slashes and @ alone and escapes what a query cannot hold', () => {
    expect(encodeQueryValue('a, b: c/d @e')).toBe('a,%20b:%20c/d%20@e');
    expect(encodeQueryValue(`it's & a+b=#1 ?`)).toBe('it%27s%20%26%20a%2Bb%3D%231%20%3F');
  });
});

describe('links of a listing', () => {
  it('a WhatsApp link carries the whole message', () => {
    const href = buildWhatsAppUrl('+91 98460 12345', TRICKY);
    expect(href.startsWith('https://wa.me/919846012345?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(TRICKY);
  });

  it('a mail link carries the subject, with no slash left bare', () => {
    const title = `Shop 2/3, MG Road: "prime" spot & more`;
    const href = buildMailHref('owner@example.com', `Enquiry: ${title}`);
    expect(href).toMatch(/^mailto:owner@example\.com\?subject=[^/]*$/);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe(`Enquiry: ${title}`);
  });
});
