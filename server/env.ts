import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { emailAddress } from '../contract/email';
import {
  DEFAULT_MAP_TILES,
  MAP_TILE_URL_MESSAGE,
  type MapTiles,
  readTileUrl,
} from '../contract/map-tiles';

/**
 * The process configuration (design.md section 3). Parsed once at start; a bad value stops the
 * process with a message that names the variable, so a typo never runs half-configured.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A whole number from `min` to `max`; every way of getting it wrong gets the same message. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number between ${min} and ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

/** A text setting read by `parse`, which answers null for what it refuses (then `message`). */
function parsedText<T>(fallback: string, parse: (value: string) => T | null, message: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const parsed = parse(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    });
}

export type TrustProxy = false | number | string[];

const TRUST_PROXY_MESSAGE =
  'must be 0 (no proxy), the number of proxies in front of the server (e.g. 1), or their ' +
  'addresses (e.g. 10.0.0.0/8,127.0.0.1); "true" is refused: trusting every hop lets a ' +
  'client choose the address its rate limits count against';

// No leading zeros: proxy-addr would read 010.0.0.1 as octal, that is 8.0.0.1.
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An address or CIDR range: what Fastify's proxy-addr accepts as a trusted proxy. */
function isProxyAddress(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const isV6 = address.includes(':') && isIP(address) === 6;
  if (!IPV4.test(address) && !isV6) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (isV6 ? 128 : 32);
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it, or null when it is none of the accepted forms.
 * A number N trusts N hops: with 1, the address used is the one the single proxy saw (the
 * right-most X-Forwarded-For entry), never what the client wrote to the left of it.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === '' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/** The most worker processes WEB_CONCURRENCY may ask for. */
export const MAX_WEB_CONCURRENCY = 64;

const WEB_CONCURRENCY_MESSAGE = `must be a whole number between 1 and ${MAX_WEB_CONCURRENCY}, or auto (one worker per CPU)`;

/**
 * WEB_CONCURRENCY as a number of server processes, or null when it is none of the accepted forms:
 * a whole number from 1 to MAX_WEB_CONCURRENCY, or `auto`, one per CPU this process may use
 * (at most MAX_WEB_CONCURRENCY). Empty means 1.
 */
export function parseWebConcurrency(
  value: string,
  cpus = os.availableParallelism(),
): number | null {
  if (value === '') return 1;
  if (value.toLowerCase() === 'auto') return Math.min(Math.max(cpus, 1), MAX_WEB_CONCURRENCY);
  if (!/^\d{1,2}$/.test(value)) return null;
  const workers = Number(value);
  return workers >= 1 && workers <= MAX_WEB_CONCURRENCY ? workers : null;
}

/**
 * READ_CONCURRENCY=auto (the default): four public answers at a time once the catalogue holds half
 * a million listings, no line below. Measured (docs/decisions/031): at a million listings four at
 * a time answered as many reads a second and a price change three times sooner; at 100,000 the
 * line cost a sixth to a quarter of the reads a second, and opened no faster write.
 */
export const AUTO_READ_LINE = { limit: 4, fromListings: 500_000 } as const;

/** The most render threads RENDER_THREADS may ask for. */
export const MAX_RENDER_THREADS = 16;

const RENDER_THREADS_MESSAGE = `must be auto, or a whole number between 0 and ${MAX_RENDER_THREADS}`;

/**
 * RENDER_THREADS as a number of threads, or null when it is none of the accepted forms (0: none).
 * `auto`, the default (also when set but empty): what this process's share of the CPUs leaves
 * beyond its own thread, at most two;
 * on two CPUs and one process, one thread, and none when WEB_CONCURRENCY already gives each CPU
 * its process (docs/decisions/032).
 */
export function parseRenderThreads(
  value: string,
  processes: number,
  cpus = os.availableParallelism(),
): number | null {
  // Set but empty means the default, auto, as unset does.
  if (value === '' || value.toLowerCase() === 'auto') {
    return Math.max(0, Math.min(2, Math.floor(cpus / Math.max(processes, 1)) - 1));
  }
  if (!/^\d{1,2}$/.test(value)) return null;
  const threads = Number(value);
  return threads <= MAX_RENDER_THREADS ? threads : null;
}

const READ_CONCURRENCY_MESSAGE = 'must be auto, or a whole number between 0 and 256';

/** READ_CONCURRENCY: 'auto', or answers at once (0: no line). */
export function parseReadConcurrency(value: string): number | 'auto' | null {
  if (value === '' || value.toLowerCase() === 'auto') return 'auto';
  if (!/^\d{1,3}$/.test(value)) return null;
  const limit = Number(value);
  return limit <= 256 ? limit : null;
}

const envSchema = z
  .object({
    PORT: wholeNumber(1, 65535, 3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    ADMIN_EMAIL: optionalText.pipe(emailAddress('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, 'must be at least 8 characters long').optional(),
    ),
    SEED_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    SITE_NAME: z.string().trim().min(1, 'must not be empty').default('Veedu'),
    SITE_PHONE: z
      .string()
      .trim()
      .regex(/^\+\d{8,15}$/, 'must be + followed by 8 to 15 digits')
      .default('+919846012345'),
    SITE_EMAIL: emailAddress('must be an e-mail address').default('hello@veedu.in'),
    SITE_WHATSAPP: z
      .string()
      .trim()
      .regex(/^\d{8,15}$/, 'must be 8 to 15 digits with the country code, no plus')
      .default('919846012345'),
    MAP_TILE_URL: parsedText(DEFAULT_MAP_TILES.url, readTileUrl, MAP_TILE_URL_MESSAGE),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'must be at most 200 characters')
      .default(DEFAULT_MAP_TILES.attribution),
    TRUST_PROXY: parsedText('0', parseTrustProxy, TRUST_PROXY_MESSAGE),
    RATE_LIMIT_FACTOR: wholeNumber(1, 1000, 1),
    PAGE_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    PAGE_CACHE_MB: wholeNumber(1, 4096, 64),
    READ_CONCURRENCY: parsedText('auto', parseReadConcurrency, READ_CONCURRENCY_MESSAGE),
    READ_QUEUE_MAX: wholeNumber(1, 100_000, 1_000),
    LISTINGS_KEPT_MB: wholeNumber(0, 16384, 128),
    EXCHANGE_RATES_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    EXCHANGE_RATES_REFRESH_HOURS: wholeNumber(1, 168, 6),
    WEB_CONCURRENCY: parsedText('1', parseWebConcurrency, WEB_CONCURRENCY_MESSAGE),
    RENDER_THREADS: z
      .string()
      .trim()
      .default('auto')
      .refine((value) => parseRenderThreads(value, 1) !== null, RENDER_THREADS_MESSAGE),
    MEDIA_S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    MEDIA_S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    MEDIA_S3_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-west-1 or auto')
        .optional(),
    ),
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    MEDIA_PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(16, 'must be at least 16 characters long')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
        .optional(),
    ),
    SLOW_QUERY_MS: wholeNumber(0, 600_000, 100),
    ENQUIRY_RETENTION_DAYS: wholeNumber(1, 36_500, 730),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    const s3Settings = [
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_REGION',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
    ] as const;
    if (env.MEDIA_S3_BUCKET) {
      for (const name of ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with MEDIA_S3_BUCKET',
          });
        }
      }
    } else {
      for (const name of s3Settings) {
        if (env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'needs MEDIA_S3_BUCKET' });
        }
      }
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  site: { name: string; phone: string; email: string; whatsapp: string; mapTiles: MapTiles };
  logLevel: string;
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN); undefined: no /metrics at all
   * (server/observability).
   */
  metricsToken: string | undefined;
  /** Database statements that run at least this long are logged as warnings (SLOW_QUERY_MS). */
  slowQueryMs: number;
  /**
   * Days after its closing (won, lost, spam) that an enquiry is erased with everything held about
   * it (ENQUIRY_RETENTION_DAYS; server/modules/privacy).
   */
  enquiryRetentionDays: number;
  /**
   * Which X-Forwarded-For hops to believe (rate limits key on the address found): false for
   * none, a number of proxies in front of the server, or the proxies' addresses and ranges.
   */
  trustProxy: TrustProxy;
  /** Every rate limit is this many times higher (a big office behind one address; tests). */
  rateLimitFactor: number;
  /** The in-process cache of public answers (server/http/public-answers.ts); null when off. */
  pageCache: { maxBytes: number } | null;
  /**
   * Public answers made at once once the catalogue holds `fromListings` listings, and how many
   * may wait their turn (READ_CONCURRENCY, READ_QUEUE_MAX; server/http/read-gate.ts): by default
   * AUTO_READ_LINE; `fromListings` 0 for a number set; null when READ_CONCURRENCY=0, no limit.
   */
  readGate: { limit: number; fromListings: number; maxWaiting: number } | null;
  /**
   * Where the exchange rates are refreshed from, and how often (EXCHANGE_RATES_URL,
   * EXCHANGE_RATES_REFRESH_HOURS; server/modules/exchange-rates); null: owners set them by hand.
   */
  exchangeRatesRefresh: { url: string; intervalMs: number } | null;
  /**
   * Memory for listings kept in each process (LISTINGS_KEPT_MB;
   * server/modules/properties/listings-kept.ts): pages of searches are written from it.
   */
  listingsKeptBytes: number;
  /**
   * Server processes (WEB_CONCURRENCY): 1 is one process; more is a primary that prepares the
   * database and that many workers serving the same port (server/workers.ts), PostgreSQL only.
   */
  webConcurrency: number;
  /**
   * Threads of each process that render public pages (RENDER_THREADS; server/ssr/render-threads.ts);
   * 0: the main thread renders them.
   */
  renderThreads: number;
  /** Where uploaded media are kept (server/media/storage.ts). */
  media: MediaConfig;
  isProduction: boolean;
}

/** Media in `DATA_DIR/media` (the default) or in an S3-compatible bucket. */
export interface MediaConfig {
  storage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3';
        bucket: string;
        /** Without a trailing slash; objects are addressed path-style, `<endpoint>/<bucket>/<key>`. */
        endpoint: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /**
   * The start of media URLs written into rows, without a trailing slash: MEDIA_PUBLIC_URL (a CDN
   * or the bucket's website), else `/media`, which this server answers from the storage.
   */
  publicBase: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from an environment; throws ConfigError naming every bad variable. */
export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = source[name];
      const shown =
        /PASSWORD|SECRET|KEY_ID|TOKEN/.test(name) || given === undefined ? '' : ` (got "${given}")`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const siteHost = new URL(publicUrl).hostname;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${siteHost}>`,
    site: {
      name: env.SITE_NAME,
      phone: env.SITE_PHONE,
      email: env.SITE_EMAIL,
      whatsapp: env.SITE_WHATSAPP,
      mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    },
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    slowQueryMs: env.SLOW_QUERY_MS,
    enquiryRetentionDays: env.ENQUIRY_RETENTION_DAYS,
    trustProxy: env.TRUST_PROXY,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    pageCache: env.PAGE_CACHE === 'on' ? { maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 } : null,
    readGate:
      env.READ_CONCURRENCY === 'auto'
        ? { ...AUTO_READ_LINE, maxWaiting: env.READ_QUEUE_MAX }
        : env.READ_CONCURRENCY > 0
          ? { limit: env.READ_CONCURRENCY, fromListings: 0, maxWaiting: env.READ_QUEUE_MAX }
          : null,
    exchangeRatesRefresh: env.EXCHANGE_RATES_URL
      ? { url: env.EXCHANGE_RATES_URL, intervalMs: env.EXCHANGE_RATES_REFRESH_HOURS * 3_600_000 }
      : null,
    listingsKeptBytes: env.LISTINGS_KEPT_MB * 1024 * 1024,
    webConcurrency: env.WEB_CONCURRENCY,
    renderThreads: parseRenderThreads(env.RENDER_THREADS, env.WEB_CONCURRENCY) ?? 0,
    media: readMediaConfig(env, path.resolve(env.DATA_DIR)),
    isProduction: source.NODE_ENV === 'production',
  };
}

function readMediaConfig(env: z.infer<typeof envSchema>, dataDir: string): MediaConfig {
  const publicBase = env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') ?? '/media';
  if (!env.MEDIA_S3_BUCKET || !env.MEDIA_S3_ACCESS_KEY_ID || !env.MEDIA_S3_SECRET_ACCESS_KEY) {
    return { storage: { kind: 'local', directory: path.join(dataDir, 'media') }, publicBase };
  }
  const region = env.MEDIA_S3_REGION ?? 'us-east-1';
  return {
    storage: {
      kind: 's3',
      bucket: env.MEDIA_S3_BUCKET,
      // AWS itself when no endpoint is given; R2, MinIO, B2 and the rest name theirs.
      endpoint: (env.MEDIA_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
      region,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
    },
    publicBase,
  };
}
