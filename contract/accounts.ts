import { z } from 'zod';
import { TEAM_ROLES } from './agency';
import { emailAddress } from './email';

/**
 * Admin sign-in and password recovery (product.md sections 2, 5 and 8; design.md section 4).
 * The same schemas validate the API's input and the sign-in screen's forms.
 */

export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
/** Bounds the work argon2 does per request; far above any real passphrase. */
export const MAX_PASSWORD_LENGTH = 256;

export const accountMessages = {
  loginRequired: 'Please enter both email and password',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  otpRequired: 'Please enter all 6 digits',
  passwordsRequired: 'Please enter and confirm your new password',
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  invalidCredentials: 'Invalid credentials',
  /** Only told to someone who typed the right password (docs/product.md, team and roles). */
  accountDeactivated:
    'This account has been deactivated. Please ask an owner of the agency to reactivate it.',
  otpSent: 'If an account exists for this email, a 6-digit code has been sent to it.',
  otpInvalid: 'Invalid or expired code. Please try again or request a new one.',
  otpBurned: 'Too many wrong tries. Please request a new code.',
  otpVerified: 'Code verified. You can now choose a new password.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  noCredentials: 'Authentication credentials were not provided.',
  badTokenHeader: 'Invalid token header. Use "Authorization: Token <key>".',
  badToken: 'Invalid or expired token. Please sign in again.',
  noSignInWaiting: 'No sign-in is waiting to be taken up. Please sign in.',
} as const;

/** A required text field: missing, non-text and blank all give the same message. */
function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

export function emailField(requiredMessage: string) {
  return requiredText(requiredMessage)
    .max(254, accountMessages.emailInvalid)
    .pipe(emailAddress(accountMessages.emailInvalid))
    .transform((email) => email.toLowerCase());
}

export const loginInput = z.object({
  email: emailField(accountMessages.loginRequired),
  password: z
    .string({ error: accountMessages.loginRequired })
    .min(1, accountMessages.loginRequired)
    .max(MAX_PASSWORD_LENGTH, accountMessages.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({
  email: emailField(accountMessages.emailRequired),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

const otpField = z
  .string({ error: accountMessages.otpRequired })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), accountMessages.otpRequired);

export const verifyOtpInput = z.object({
  email: emailField(accountMessages.emailRequired),
  otp: otpField,
});
export type VerifyOtpInput = z.infer<typeof verifyOtpInput>;

/** The rules of a new password, in the order the sign-in screen reports them. */
export function checkNewPassword(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword || !confirmPassword) return accountMessages.passwordsRequired;
  if (newPassword !== confirmPassword) return accountMessages.passwordsMismatch;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return accountMessages.passwordTooShort;
  if (newPassword.length > MAX_PASSWORD_LENGTH) return accountMessages.passwordTooLong;
  return null;
}

export const resetPasswordInput = z
  .object({
    email: emailField(accountMessages.emailRequired),
    otp: otpField,
    new_password: z.string({ error: accountMessages.passwordsRequired }),
    confirm_password: z.string({ error: accountMessages.passwordsRequired }),
  })
  .superRefine((input, ctx) => {
    const problem = checkNewPassword(input.new_password, input.confirm_password);
    if (problem) {
      const field =
        problem === accountMessages.passwordsMismatch ? 'confirm_password' : 'new_password';
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** owner: everything and the team; agent: listings, photos, banners and enquiries. */
  role: z.enum(TEAM_ROLES),
});
export type AdminUser = z.infer<typeof adminUser>;

export const loginResponse = z.object({ token: z.string(), user: adminUser });
export type LoginResponse = z.infer<typeof loginResponse>;

export interface DetailResponse {
  detail: string;
}
