import { data, redirect, useActionData, useSearchParams } from 'react-router';

/** Far more than any public form holds (a message is at most 5,000 characters). */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * The fields of a page's form as the browser posted them (`application/x-www-form-urlencoded`,
 * what a `<form method="post">` sends), read up to MAX_FORM_BYTES: a larger body is refused with
 * 413 before it is all read. Any other kind of body reads as no fields, which the form's checks
 * then refuse field by field.
 */
export async function readPostedForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type) || !request.body) {
    return new URLSearchParams();
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FORM_BYTES) throw tooLarge();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > MAX_FORM_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new URLSearchParams(new TextDecoder().decode(concat(chunks, bytes)));
}

function concat(chunks: Uint8Array[], bytes: number): Uint8Array {
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

function tooLarge() {
  return data({ detail: 'This form is too large to send.' }, { status: 413 });
}

/** A field's text ('' when it is missing). */
export function textOf(form: URLSearchParams, name: string): string {
  return form.get(name) ?? '';
}

/** The query flag a page's form leaves once it was sent without scripts (never a field's value). */
const SENT_FLAG = 'sent';

/**
 * Post/Redirect/Get for a page's form sent without scripts: the browser loads the same page again
 * by GET, flagged as sent and scrolled to the form's `anchor`, so that a reload or Back never asks
 * to post the enquiry twice.
 */
export function redirectAfterSent(request: Request, anchor: string): Response {
  return redirect(`${new URL(request.url).pathname}?${SENT_FLAG}=1#${anchor}`, 303);
}

/**
 * A page form's answer: its action's (the form came back with its errors), or `{sent: true}` on
 * the page a sent form was redirected to (redirectAfterSent).
 */
export function useFormAnswer<Answer>(): Answer | { sent: true } | undefined {
  // The action answers plain JSON data (its type says so): nothing to deserialize.
  const answer = useActionData() as Answer | undefined;
  const [params] = useSearchParams();
  if (answer !== undefined) return answer;
  return params.get(SENT_FLAG) === '1' ? { sent: true } : undefined;
}
