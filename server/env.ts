import path from 'node:path';
import { z } from 'zod';
import { emailAddress } from '../contract/email';

/**
 * The process configuration (DESIGN.md section 3). Parsed once at start; a bad value stops the
 * process with a message that names the variable, so a typo never runs half-configured.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535')
      .default(3000),
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
    TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
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
  site: { name: string; phone: string; email: string; whatsapp: string };
  logLevel: string;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  isProduction: boolean;
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
      const shown = name.includes('PASSWORD') || given === undefined ? '' : ` (got "${given}")`;
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
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === '1',
    isProduction: source.NODE_ENV === 'production',
  };
}
