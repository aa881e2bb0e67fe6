import type { z } from 'zod';

import {
  accountMessages,
  checkNewPassword,
  forgotPasswordInput,
  loginInput,
} from '../../../contract/accounts';
import { ApiError, requestApi } from '../api';
import { isOtpComplete, type OtpDigits } from './otp';

/**
 * The sign-in screen's checks and calls (product.md sections 5, 7 and 8; design.md section 4). A
 * check answers product.md's message and the field it is about, or null. A call throws an ApiError
 * with the server's message, else product.md's fallback for that step, else the network message.
 */

/** product.md's messages for failures the server did not explain (product.md section 8). */
export const signInFailures = {
  invalidResponse: 'Invalid response from server',
  sendOtp: 'Failed to send OTP. Please try again.',
  verifyOtp: 'Invalid OTP. Please try again.',
  resetPassword: 'Failed to reset password. Please try again.',
} as const;

export interface FormProblem<Field extends string> {
  message: string;
  /** The field to put the focus on. */
  field: Field;
}

/** The first message a contract schema gives for `input`, with the field it is about. */
function firstProblem<Field extends string>(
  schema: z.ZodType,
  input: Record<Field, string>,
): FormProblem<Field> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? { message: issue.message, field: String(issue.path[0]) as Field } : null;
}

/** Both fields are required first (one message for both), then the address must be one. */
export function checkSignIn(
  email: string,
  password: string,
): FormProblem<'email' | 'password'> | null {
  if (!email.trim()) return { message: accountMessages.loginRequired, field: 'email' };
  if (!password) return { message: accountMessages.loginRequired, field: 'password' };
  return firstProblem(loginInput, { email, password });
}

export function checkRecoveryEmail(email: string): FormProblem<'email'> | null {
  return firstProblem(forgotPasswordInput, { email });
}

export function checkOtp(digits: OtpDigits): FormProblem<'otp'> | null {
  return isOtpComplete(digits) ? null : { message: accountMessages.otpRequired, field: 'otp' };
}

export function checkNewPasswords(
  newPassword: string,
  confirmPassword: string,
): FormProblem<'newPassword' | 'confirmPassword'> | null {
  const message = checkNewPassword(newPassword, confirmPassword);
  if (!message) return null;
  const isConfirmation =
    message === accountMessages.passwordsMismatch ||
    (message === accountMessages.passwordsRequired && newPassword !== '');
  return { message, field: isConfirmation ? 'confirmPassword' : 'newPassword' };
}

/** The token of a sign-in answer; null when the answer has none (product.md section 8). */
export function readLoginToken(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { token } = body as { token?: unknown };
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The `detail` line of an answer (the server's info message), if it sent one. */
function readDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { detail } = body as { detail?: unknown };
  return typeof detail === 'string' && detail !== '' ? detail : undefined;
}

async function post(path: string, body: object, fallbackMessage: string): Promise<unknown> {
  return requestApi<unknown>(path, { method: 'POST', body, fallbackMessage });
}

export async function signIn(email: string, password: string): Promise<{ token: string }> {
  const body = await post(
    '/accounts/login/',
    { email: email.trim(), password },
    accountMessages.invalidCredentials,
  );
  const token = readLoginToken(body);
  if (!token) throw new ApiError(signInFailures.invalidResponse, 200);
  return { token };
}

/** Asks for a code by e-mail; answers the server's info message. */
export async function sendResetCode(email: string): Promise<string | undefined> {
  return readDetail(
    await post('/accounts/forgot-password/', { email: email.trim() }, signInFailures.sendOtp),
  );
}

export async function verifyResetCode(email: string, otp: string): Promise<string | undefined> {
  return readDetail(
    await post('/accounts/verify-otp/', { email: email.trim(), otp }, signInFailures.verifyOtp),
  );
}

/** The verified code goes with the new password: without it the server refuses the reset. */
export async function resetPassword(input: {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string | undefined> {
  return readDetail(
    await post(
      '/accounts/reset-password/',
      {
        email: input.email.trim(),
        otp: input.otp,
        new_password: input.newPassword,
        confirm_password: input.confirmPassword,
      },
      signInFailures.resetPassword,
    ),
  );
}

/** What to show for a failed call: its message (ApiError carries the server's or a fallback). */
export function describeFailure(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
