import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction';

/** A request log line as pino writes it, with this URL. */
const requestLine = (url: string) =>
  `${JSON.stringify({ level: 30, req: { method: 'GET', url }, msg: 'request completed' })}\n`;

describe('redactSecrets', () => {
  it('replaces the value of each secret parameter, in any case', () => {
    expect(redactSecrets(requestLine('/admin/accept-invite?token=AbC123_-x'))).toBe(
      requestLine('/admin/accept-invite?token=[redacted]'),
    );
    expect(
      redactSecrets('/x?a=1&Token=s1&PREVIEW=s2&otp=123456&code=9&password=pw&KEY=k&b=2'),
    ).toBe(
      '/x?a=1&Token=[redacted]&PREVIEW=[redacted]&otp=[redacted]&code=[redacted]&password=[redacted]&KEY=[redacted]&b=2',
    );
    expect(redactSecrets('/property/17.data?preview=abc&_routes=routes%2Fproperty')).toBe(
      '/property/17.data?preview=[redacted]&_routes=routes%2Fproperty',
    );
    expect(redactSecrets('/x?token=a&token=b;token=c#frag')).toBe(
      '/x?token=[redacted]&token=[redacted];token=[redacted]#frag',
    );
    expect(redactSecrets('/x?access_token=a&api-key=b&new_password=c&reset.code=d')).toBe(
      '/x?access_token=[redacted]&api-key=[redacted]&new_password=[redacted]&reset.code=[redacted]',
    );
  });

  it('reads names as the server does, percent-encoded, and values whatever they hold', () => {
    expect(redactSecrets('/x?%74oken=s&tok%65n=s&%54%4F%4B%45%4E=s&token%3Ds')).toBe(
      '/x?%74oken=[redacted]&tok%65n=[redacted]&%54%4F%4B%45%4E=[redacted]&token%3D[redacted]',
    );
    expect(redactSecrets('/x?token=%73%65cret%2F%3F%3D+more&next=1')).toBe(
      '/x?token=[redacted]&next=1',
    );
    expect(redactSecrets('/x?token[]=s&+token=s')).toBe('/x?token[]=[redacted]&+token=[redacted]');
  });

  it('finds a secret inside another parameter, at any depth of encoding', () => {
    expect(
      redactSecrets('/admin/login?next=%2Fadmin%2Faccept-invite%3Ftoken%3Dsecret%26x%3D1&y=2'),
    ).toBe('/admin/login?next=%2Fadmin%2Faccept-invite%3Ftoken%3D[redacted]%26x%3D1&y=2');
    expect(redactSecrets('/a?u=%2Fb%3Fv%3D%252Fc%253Fpreview%253Dsecret%2526w%253D1%26z%3D2')).toBe(
      '/a?u=%2Fb%3Fv%3D%252Fc%253Fpreview%253D[redacted]%2526w%253D1%26z%3D2',
    );
    // A secret in a path: refused by the router, still not logged.
    expect(redactSecrets('/admin/accept-invite%3Ftoken%3Dsecret')).toBe(
      '/admin/accept-invite%3Ftoken%3D[redacted]',
    );
  });

  it('finds them in any text of a line, and keeps the JSON whole', () => {
    expect(redactSecrets('{"msg":"Route GET:/x?token=abc not found","n":1}')).toBe(
      '{"msg":"Route GET:/x?token=[redacted] not found","n":1}',
    );
    const escaped = JSON.stringify({ url: '/x?token=ab"c\\d&page=2', other: 'token=zz' });
    const redacted = redactSecrets(escaped);
    expect(JSON.parse(redacted)).toEqual({
      url: '/x?token=[redacted]&page=2',
      other: 'token=[redacted]',
    });
  });

  it('takes out the bytes of a request Node could not read', () => {
    const error = { code: 'HPE_INVALID_HEADER_TOKEN', rawPacket: Buffer.from('GET /?a HTTP/1.1') };
    const line = JSON.stringify({ level: 10, err: error, msg: 'client error' });
    expect(JSON.parse(redactSecrets(line))).toEqual({
      level: 10,
      err: { code: 'HPE_INVALID_HEADER_TOKEN', rawPacket: '[redacted]' },
      msg: 'client error',
    });
  });

  it('leaves everything else as it was', () => {
    for (const text of [
      requestLine('/property-listing?q=token&keyword=otp&monkey=1&page=2'),
      requestLine('/api/properties/properties/?location=Kochi%2C+Ernakulam'),
      '{"sql":"update \\"mail_outbox\\" set \\"claim_token\\" = $2","msg":"slow database statement"}',
      '/x?token=&next=1',
      'no parameters here',
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });

  it('reads a long line once, whatever it holds (work quadratic in 16 KB would take seconds)', () => {
    for (const piece of ['=', '%3D', 'a=', 'token=', '%253D%25', 'a%2F', '&token']) {
      const line = requestLine(`/x?${piece.repeat(16_000 / piece.length)}`);
      const started = performance.now();
      redactSecrets(line);
      expect(performance.now() - started, piece).toBeLessThan(500);
    }
  });
});
