import { createHash, randomBytes } from 'node:crypto';
import { STAFF_COOKIE } from '../../../contract/lead-links';

/**
 * Who is counted, and as what (docs/decisions/017): a visitor is never stored as an address, only
 * as a hash of the day's random salt, the address and the user agent, cut short. Salts of past
 * days are deleted, so yesterday's hashes can no longer be matched to anyone.
 */

/** Crawlers, link previewers, monitors and scripts: not visitors. Matched case-insensitively. */
const BOT_PATTERN = new RegExp(
  [
    'bot',
    'crawl',
    'spider',
    'slurp',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'preview',
    // WhatsApp's link preview fetcher ("WhatsApp/2.23.20.0 A"); the app itself sends no request.
    '^whatsapp',
    'telegram',
    'skypeuripreview',
    'lighthouse',
    'pagespeed',
    'headless',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'curl',
    'wget',
    'python',
    'httpie',
    'go-http-client',
    'java/',
    'okhttp',
    'node-fetch',
    'undici',
    'axios',
    'libwww',
    'scrapy',
    'monitor',
    'uptime',
    'check_http',
    'autocannon',
    'k6/',
  ].join('|'),
  'i',
);

/** A request with no user agent, or one that names a robot or a script. */
export function isBot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || BOT_PATTERN.test(agent);
}

/**
 * A request from the agency's own staff: the back office sets this cookie on sign-in, and it stays
 * (decision 017). Staff views and taps are not counted.
 */
export function isStaff(cookie: string | undefined): boolean {
  return (
    cookie !== undefined && cookie.split(';').some((pair) => pair.trim() === `${STAFF_COOKIE}=1`)
  );
}

/** 16 bytes of hex: enough to tell a day's visitors apart, too little to be worth reversing. */
const HASH_LENGTH = 32;

export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${ip}\n${userAgent}`)
    .digest('hex')
    .slice(0, HASH_LENGTH);
}

export function newSalt(): string {
  return randomBytes(32).toString('base64url');
}
