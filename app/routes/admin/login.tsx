import { useEffect } from 'react';
import { data, redirect, useNavigate } from 'react-router';

import { accountMessages } from '../../../contract/accounts';
import { handoffCookies } from '../../../contract/sign-in-handoff';
import { LoginFlow } from '../../components/admin/login/login-flow';
import { LoginFrame } from '../../components/admin/login/login-frame';
import { resolveNextPath } from '../../lib/admin/login-redirect';
import { resumeSession } from '../../lib/admin/resume-session';
import { readRememberedEmail } from '../../lib/admin/session';
import { checkSignIn } from '../../lib/admin/sign-in';
import { readPostedForm, textOf } from '../../lib/form-post';
import type { Route } from './+types/login';

/**
 * Admin sign-in and password recovery (product.md section 2). Unlike the rest of the back office
 * the server renders this page (nothing personal is on it), so its form can be sent before the
 * page's scripts have run, or without them (decision 025). With scripts, the form signs in
 * through the API and never reloads the page.
 */
export function loader({ request }: Route.LoaderArgs) {
  // The remembered e-mail is in this browser's storage: only the clientLoader knows it.
  return { nextPath: nextPathOf(request), rememberedEmail: '', fromServer: true };
}

/** In the browser: an admin whose sign-in still holds goes straight on. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const nextPath = nextPathOf(request);
  if (await resumeSession()) return redirect(nextPath);
  return { nextPath, rememberedEmail: readRememberedEmail(), fromServer: false };
}

/**
 * The form posted without scripts: the browser's checks, then `POST /api/accounts/login/`'s own
 * way in (its limits and messages). Signed in, the token waits in a one-use cookie for the
 * scripts (contract/sign-in-handoff.ts) and the browser goes on to the page it asked for, which
 * takes it up; else the form comes back with the e-mail (never the password) and the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const email = textOf(form, 'email');
  const password = textOf(form, 'password');
  const problem = checkSignIn(email, password);
  if (problem) return data({ email, error: problem }, { status: 400 });
  const outcome = await context.signIn.send({ email: email.trim(), password });
  if (!outcome.signedIn) {
    const message =
      Object.values(outcome.fieldErrors)[0]?.[0] ||
      outcome.detail ||
      accountMessages.invalidCredentials;
    return data({ email, error: { message } }, { status: outcome.status });
  }
  const headers = new Headers();
  const isHttps = new URL(request.url).protocol === 'https:';
  for (const cookie of handoffCookies(outcome.token, isHttps)) headers.append('set-cookie', cookie);
  return redirect(nextPathOf(request), { status: 303, headers });
}

function nextPathOf(request: Request): string {
  return resolveNextPath(new URL(request.url).searchParams.get('next'));
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Admin Login | Veedu' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { nextPath, rememberedEmail, fromServer } = loaderData;
  const navigate = useNavigate();

  // Opened from the server, the browser's own sign-in is looked for once the scripts run (the
  // clientLoader does it for a page opened from within the back office).
  useEffect(() => {
    if (!fromServer) return;
    let isCurrent = true;
    void resumeSession().then((isOpen) => {
      if (isCurrent && isOpen) void navigate(nextPath, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [fromServer, nextPath, navigate]);

  return (
    <LoginFrame>
      <LoginFlow
        initialEmail={actionData?.email ?? rememberedEmail}
        initialError={actionData?.error}
        nextPath={nextPath}
      />
    </LoginFrame>
  );
}
