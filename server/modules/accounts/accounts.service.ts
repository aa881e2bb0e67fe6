import {
  type AdminUser,
  accountMessages,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResponse,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type ResetPasswordInput,
  type VerifyOtpInput,
} from '../../../contract/accounts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { signInFailures } from '../../observability/metrics';
import * as repo from './accounts.repo';
import {
  generateOtp,
  generatePassword,
  generateToken,
  hashSecret,
  hashToken,
  verifySecret,
} from './passwords';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  siteName: string;
  /** Where a failure of work done after the answer is reported. */
  log: { error(details: object, message: string): void };
}

export function toAdminUser(row: repo.AdminUserRow): AdminUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** A new sign-in token for the user; only its SHA-256 is stored. */
export async function issueToken(db: Database, userId: number): Promise<string> {
  const token = generateToken();
  await repo.insertToken(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/**
 * Compared against when the e-mail is unknown, so that a wrong e-mail costs the same time as a
 * wrong password and the response time does not tell which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
function getDecoyHash(): Promise<string> {
  decoyHash ??= hashSecret(generatePassword());
  return decoyHash;
}

export function createAccountsService({ db, mailer, siteName, log }: AccountsDeps) {
  /** Work started after an answer was sent; shutdown and tests wait for it. */
  const background = new Set<Promise<void>>();

  /** The open code of the account behind an e-mail, checked against what the visitor typed. */
  async function checkCode(email: string, otp: string): Promise<repo.ResetCodeRow> {
    const user = await repo.findUserByEmail(db, email);
    const code = user ? await repo.findOpenCode(db, user.id) : null;
    if (!code) {
      await verifySecret(await getDecoyHash(), otp);
      throw AppError.badRequest(accountMessages.otpInvalid);
    }
    if (!(await verifySecret(code.codeHash, otp))) {
      const failed = await repo.recordFailedAttempt(db, code.id, OTP_MAX_ATTEMPTS);
      throw AppError.badRequest(
        failed >= OTP_MAX_ATTEMPTS ? accountMessages.otpBurned : accountMessages.otpInvalid,
      );
    }
    return code;
  }

  /** Makes, stores and mails a reset code when the e-mail has an account; the same work if not. */
  async function makeAndMailResetCode(input: ForgotPasswordInput): Promise<void> {
    const user = await repo.findUserByEmail(db, input.email);
    // A deactivated member could not sign in with a new password: no code for them either.
    if (!user?.isActive) {
      // Same work and the same answer as for a real account.
      await hashSecret(generateOtp());
      return;
    }
    const otp = generateOtp();
    const codeHash = await hashSecret(otp);
    await db.transaction(async (tx) => {
      await repo.burnOpenCodes(tx, user.id);
      await repo.insertResetCode(tx, {
        userId: user.id,
        codeHash,
        expiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
      });
    });
    mailer.queue({
      to: user.email,
      subject: `Your ${siteName} password reset code`,
      text: [
        `Hello${user.name ? ` ${user.name}` : ''},`,
        '',
        `Your code to reset your ${siteName} admin password is: ${otp}`,
        '',
        `It is valid for ${OTP_LIFETIME_MS / 60_000} minutes and can be used once.`,
        'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    async login(input: LoginInput): Promise<LoginResponse> {
      const user = await repo.findUserByEmail(db, input.email);
      const matches = await verifySecret(
        user?.passwordHash ?? (await getDecoyHash()),
        input.password,
      );
      if (!user || !matches) {
        signInFailures.inc({ reason: 'invalid_credentials' });
        throw AppError.unauthorized(accountMessages.invalidCredentials);
      }
      // Told only to someone who knows the password, so it reveals nothing to a guesser.
      if (!user.isActive) {
        signInFailures.inc({ reason: 'deactivated' });
        throw AppError.unauthorized(accountMessages.accountDeactivated);
      }
      return { token: await issueToken(db, user.id), user: toAdminUser(user) };
    },

    async logout(token: string): Promise<void> {
      await repo.deleteToken(db, hashToken(token));
    },

    /** The admin a token belongs to, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<AdminUser | null> {
      const user = await repo.findUserByTokenHash(db, hashToken(token));
      return user ? toAdminUser(user) : null;
    },

    /**
     * Makes and mails a reset code after the caller has answered: the answer then takes the same
     * time whether the e-mail belongs to an account or not. A failure is logged.
     */
    sendResetCodeLater(input: ForgotPasswordInput): void {
      const work = makeAndMailResetCode(input)
        .catch((error: unknown) => {
          log.error({ err: error }, 'could not make or send a password reset code');
        })
        .finally(() => background.delete(work));
      background.add(work);
    },

    /** Resolves when every piece of work started by sendResetCodeLater has finished. */
    async whenIdle(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
    },

    async verifyOtp(input: VerifyOtpInput): Promise<void> {
      await checkCode(input.email, input.otp);
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const code = await checkCode(input.email, input.otp);
      const passwordHash = await hashSecret(input.new_password);
      await db.transaction(async (tx) => {
        if (!(await repo.consumeCode(tx, code.id))) {
          throw AppError.badRequest(accountMessages.otpInvalid);
        }
        await repo.updatePasswordHash(tx, code.userId, passwordHash);
        await repo.burnOpenCodes(tx, code.userId);
        await repo.deleteUserTokens(tx, code.userId);
      });
    },

    /**
     * Creates an admin, or sets the password of an existing one (command line, bootstrap). New
     * accounts are owners: whoever runs the command line runs the agency.
     */
    async upsertAdmin(
      email: string,
      password: string,
      name = '',
    ): Promise<{ user: AdminUser; created: boolean }> {
      if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
        throw AppError.validation({ password: [accountMessages.passwordTooShort] });
      }
      const passwordHash = await hashSecret(password);
      const existing = await repo.findUserByEmail(db, email);
      if (existing) {
        await db.transaction(async (tx) => {
          await repo.updatePasswordHash(tx, existing.id, passwordHash);
          await repo.deleteUserTokens(tx, existing.id);
        });
        return { user: toAdminUser(existing), created: false };
      }
      const user = await repo.insertUser(db, { email: email.toLowerCase(), name, passwordHash });
      return { user: toAdminUser(user), created: true };
    },

    async findAdmin(email: string): Promise<AdminUser | null> {
      const user = await repo.findUserByEmail(db, email);
      return user ? toAdminUser(user) : null;
    },

    /**
     * Start-up: creates ADMIN_EMAIL if no user has it; with no admin at all and no ADMIN_EMAIL,
     * creates admin@localhost with a random password that the caller prints once.
     */
    async bootstrapAdmin(
      configured: { email: string; password: string } | undefined,
    ): Promise<{ email: string; generatedPassword?: string } | null> {
      if (configured) {
        if (await repo.findUserByEmail(db, configured.email)) return null;
        await repo.insertUser(db, {
          email: configured.email,
          name: 'Administrator',
          passwordHash: await hashSecret(configured.password),
        });
        return { email: configured.email };
      }
      if ((await repo.countUsers(db)) > 0) return null;
      const generatedPassword = generatePassword();
      await repo.insertUser(db, {
        email: 'admin@localhost',
        name: 'Administrator',
        passwordHash: await hashSecret(generatedPassword),
      });
      return { email: 'admin@localhost', generatedPassword };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
