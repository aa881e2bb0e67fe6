import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseRenderThreads, parseWebConcurrency, readConfig } from './env';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      trustProxy: false,
    });
    expect(config.site.name).toBe('Veedu');
    expect(config.mailFrom).toBe('Veedu <no-reply@localhost>');
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/veedu',
      DATABASE_URL: 'postgres://veedu@db:5432/veedu',
      PUBLIC_URL: 'https://veedu.in/',
      ADMIN_EMAIL: 'Office@Veedu.in',
      ADMIN_PASSWORD: 'long-enough',
      SEED_DEMO: '0',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      MAIL_FROM: 'Veedu <hello@veedu.in>',
      SITE_NAME: 'Veedu Homes',
      SITE_PHONE: '+914842345678',
      SITE_EMAIL: 'care@veedu.in',
      SITE_WHATSAPP: '914842345678',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/veedu',
      databaseUrl: 'postgres://veedu@db:5432/veedu',
      publicUrl: 'https://veedu.in',
      admin: { email: 'office@veedu.in', password: 'long-enough' },
      seedDemo: false,
      smtpUrl: 'smtps://user:pass@smtp.example.com',
      mailFrom: 'Veedu <hello@veedu.in>',
      site: {
        name: 'Veedu Homes',
        phone: '+914842345678',
        email: 'care@veedu.in',
        whatsapp: '914842345678',
      },
    });
  });

  it('treats empty values as unset', () => {
    const config = readConfig({ DATABASE_URL: '', SMTP_URL: ' ', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a whole number between 1 and 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number'],
    [{ DATABASE_URL: 'mysql://db/veedu' }, 'DATABASE_URL: must be a postgres://'],
    [{ PUBLIC_URL: 'veedu.in' }, 'PUBLIC_URL: must be an http:// or https:// URL'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO: must be 0 or 1'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ ADMIN_EMAIL: 'office@veedu.in' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL: must be an e-mail'],
    [{ SITE_WHATSAPP: '+91 98460' }, 'SITE_WHATSAPP: must be 8 to 15 digits'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of'],
  ])('stops on a bad value, naming the variable: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('never repeats a bad password in its message', () => {
    expect(() => readConfig({ ADMIN_EMAIL: 'a@veedu.in', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters long$/m,
    );
    try {
      readConfig({ ADMIN_EMAIL: 'a@veedu.in', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      expect(String(error)).not.toContain('short"');
    }
  });

  it.each([
    ['0', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['100.64.0.0/10,192.168.0.10', ['100.64.0.0/10', '192.168.0.10']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ] as const)('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'true',
    'TRUE',
    '*',
    'yes',
    '10.0.0.0/33',
    '300.1.1.1',
    '1.2.3',
    '-1',
    '10.0.0.1,',
    '010.0.0.1',
  ])('refuses TRUST_PROXY=%j and says what it takes', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be 0 \(no proxy\), the number of proxies/,
    );
  });

  it('reads RATE_LIMIT_FACTOR and refuses nonsense', () => {
    expect(readConfig({}).rateLimitFactor).toBe(1);
    expect(readConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    for (const value of ['0', '1.5', 'many', '1001']) {
      expect(() => readConfig({ RATE_LIMIT_FACTOR: value })).toThrow(
        /RATE_LIMIT_FACTOR: must be a whole number between 1 and 1000/,
      );
    }
  });

  it('reads WEB_CONCURRENCY: 1 to 64 processes, or auto for one per CPU', () => {
    expect(readConfig({}).webConcurrency).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: '' }).webConcurrency).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(readConfig({ WEB_CONCURRENCY: ' 64 ' }).webConcurrency).toBe(64);
    expect(readConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBeGreaterThanOrEqual(1);
    expect(parseWebConcurrency('auto', 8)).toBe(8);
    expect(parseWebConcurrency('AUTO', 1)).toBe(1);
    expect(parseWebConcurrency('auto', 200)).toBe(64);
    for (const value of ['0', '65', '2.5', '-1', 'two', 'max', '1e1']) {
      expect(() => readConfig({ WEB_CONCURRENCY: value })).toThrow(
        `WEB_CONCURRENCY: must be a whole number between 1 and 64, or auto (one worker per CPU) (got "${value}")`,
      );
    }
  });

  it('keeps media in DATA_DIR/media unless a bucket is named', () => {
    expect(readConfig({ DATA_DIR: '/var/lib/veedu' }).media).toEqual({
      storage: { kind: 'local', directory: '/var/lib/veedu/media' },
      publicBase: '/media',
    });
    expect(readConfig({ MEDIA_PUBLIC_URL: 'https://cdn.veedu.in/media/' }).media.publicBase).toBe(
      'https://cdn.veedu.in/media',
    );
  });

  it('reads a bucket, with AWS as the endpoint when none is named', () => {
    const bucket = {
      MEDIA_S3_BUCKET: 'veedu-media',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret-key',
    };
    expect(readConfig({ ...bucket, MEDIA_S3_REGION: 'ap-south-1' }).media.storage).toEqual({
      kind: 's3',
      bucket: 'veedu-media',
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-key',
    });
    expect(
      readConfig({
        ...bucket,
        MEDIA_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/',
        MEDIA_S3_REGION: 'auto',
      }).media.storage,
    ).toMatchObject({ endpoint: 'https://account.r2.cloudflarestorage.com', region: 'auto' });
  });

  it.each([
    [
      { MEDIA_S3_BUCKET: 'veedu-media' },
      'MEDIA_S3_ACCESS_KEY_ID: is required with MEDIA_S3_BUCKET',
    ],
    [{ MEDIA_S3_ENDPOINT: 'https://s3.example.com' }, 'MEDIA_S3_ENDPOINT: needs MEDIA_S3_BUCKET'],
    [{ MEDIA_S3_BUCKET: 'Veedu_Media' }, 'MEDIA_S3_BUCKET: must be a bucket name'],
    [{ MEDIA_S3_ENDPOINT: 's3.example.com' }, 'MEDIA_S3_ENDPOINT: must be an http:// or https://'],
    [{ MEDIA_PUBLIC_URL: 'cdn.veedu.in' }, 'MEDIA_PUBLIC_URL: must be an http:// or https://'],
  ])('refuses half a bucket or a bad value: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('never repeats the bucket keys in its message', () => {
    try {
      readConfig({ MEDIA_S3_ACCESS_KEY_ID: 'AKIA-SECRET-ID', MEDIA_S3_SECRET_ACCESS_KEY: 'shh' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('MEDIA_S3_SECRET_ACCESS_KEY: needs MEDIA_S3_BUCKET');
      expect(String(error)).not.toContain('AKIA-SECRET-ID');
      expect(String(error)).not.toContain('shh');
    }
  });

  it('reads METRICS_TOKEN, refuses a short one and never repeats it', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe(
      'scrape-me-0123456789',
    );
    for (const [value, message] of [
      ['short-secret', 'must be at least 16 characters long'],
      ['a secret with spaces in it', 'must be printable ASCII without spaces'],
    ]) {
      let thrown = '';
      try {
        readConfig({ METRICS_TOKEN: value });
      } catch (error) {
        thrown = String(error);
      }
      expect(thrown).toMatch(new RegExp(`METRICS_TOKEN: ${message}$`, 'm'));
      expect(thrown).not.toContain(value);
    }
  });

  it('reads READ_CONCURRENCY and READ_QUEUE_MAX: four from half a million listings by default, 1,000 waiting', () => {
    const auto = { limit: 4, fromListings: 500_000, maxWaiting: 1_000 };
    expect(readConfig({}).readGate).toEqual(auto);
    expect(readConfig({ READ_CONCURRENCY: 'auto' }).readGate).toEqual(auto);
    expect(readConfig({ READ_CONCURRENCY: 'AUTO', READ_QUEUE_MAX: '50' }).readGate).toEqual({
      ...auto,
      maxWaiting: 50,
    });
    expect(readConfig({ READ_CONCURRENCY: '4' }).readGate).toEqual({
      limit: 4,
      fromListings: 0,
      maxWaiting: 1_000,
    });
    expect(readConfig({ READ_CONCURRENCY: '8', READ_QUEUE_MAX: '50' }).readGate).toEqual({
      limit: 8,
      fromListings: 0,
      maxWaiting: 50,
    });
    expect(readConfig({ READ_CONCURRENCY: '0' }).readGate).toBeNull();
    for (const value of ['lots', '257', '-1', '2.5']) {
      expect(() => readConfig({ READ_CONCURRENCY: value })).toThrow(
        /READ_CONCURRENCY: must be auto, or a whole number between 0 and 256/,
      );
    }
    expect(() => readConfig({ READ_QUEUE_MAX: '0' })).toThrow(
      /READ_QUEUE_MAX: must be a whole number between 1 and 100000/,
    );
  });

  it("reads RENDER_THREADS: auto by default, what the process's share of the CPUs leaves, at most two", () => {
    // One process: one CPU is the main thread's, the rest (up to two) render.
    expect(parseRenderThreads('auto', 1, 1)).toBe(0);
    expect(parseRenderThreads('auto', 1, 2)).toBe(1);
    expect(parseRenderThreads('auto', 1, 3)).toBe(2);
    // Set but empty is the default, auto, as unset is.
    expect(parseRenderThreads('', 1, 3)).toBe(2);
    expect(readConfig({ RENDER_THREADS: ' ' }).renderThreads).toBe(parseRenderThreads('auto', 1));
    expect(parseRenderThreads('AUTO', 1, 16)).toBe(2);
    // Workers that already take every CPU leave none to render.
    expect(parseRenderThreads('auto', 2, 2)).toBe(0);
    expect(parseRenderThreads('auto', 4, 16)).toBe(2);
    expect(parseRenderThreads('auto', 8, 16)).toBe(1);
    expect(parseRenderThreads('0', 1, 8)).toBe(0);
    expect(parseRenderThreads('3', 4, 2)).toBe(3);
    expect(readConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(readConfig({ RENDER_THREADS: '2' }).renderThreads).toBe(2);
    expect(readConfig({}).renderThreads).toBe(parseRenderThreads('auto', 1));
    expect(readConfig({ RENDER_THREADS: 'auto' }).renderThreads).toBe(
      parseRenderThreads('auto', 1),
    );
    for (const value of ['many', '17', '-1', '1.5']) {
      expect(() => readConfig({ RENDER_THREADS: value })).toThrow(
        /RENDER_THREADS: must be auto, or a whole number between 0 and 16/,
      );
    }
  });

  it('reads SLOW_QUERY_MS: 100 by default, 0 logs every statement', () => {
    expect(readConfig({}).slowQueryMs).toBe(100);
    expect(readConfig({ SLOW_QUERY_MS: '0' }).slowQueryMs).toBe(0);
    expect(readConfig({ SLOW_QUERY_MS: '250' }).slowQueryMs).toBe(250);
    expect(() => readConfig({ SLOW_QUERY_MS: 'fast' })).toThrow(
      /SLOW_QUERY_MS: must be a whole number between 0 and 600000/,
    );
  });

  it('reads ENQUIRY_RETENTION_DAYS: 730 by default, a whole number of days from 1', () => {
    expect(readConfig({}).enquiryRetentionDays).toBe(730);
    expect(readConfig({ ENQUIRY_RETENTION_DAYS: '365' }).enquiryRetentionDays).toBe(365);
    for (const value of ['0', '-5', '2.5', 'two years', '36501']) {
      expect(() => readConfig({ ENQUIRY_RETENTION_DAYS: value })).toThrow(
        `ENQUIRY_RETENTION_DAYS: must be a whole number between 1 and 36500 (got "${value}")`,
      );
    }
  });
});
