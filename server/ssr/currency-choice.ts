import type { FastifyReply, FastifyRequest } from 'fastify';

import { CURRENCY_COOKIE, changesCurrencyCookie, currencyOfSearch } from '../../contract/currency';
import { LANGUAGE_COOKIE_MAX_AGE_S } from '../../contract/languages';

/**
 * Remembers the currency a visitor chose (issue 34, item 5; docs/decisions/022): a page asked for
 * with `?currency=AED` (the header's switch links there) sets the cookie the next pages read, for
 * a year like the language's. Only when it changes the cookie: such a request is the visitor's
 * own, answered privately and never from the page cache (server/http/public-answers.ts), while a
 * request that agrees with its cookie stays cacheable. `?currency=INR` (rupees only) is kept too,
 * so it overrides an earlier choice.
 */
export async function rememberChosenCurrency(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const queryAt = request.url.indexOf('?');
  if (queryAt < 0) return;
  const search = request.url.slice(queryAt);
  if (!changesCurrencyCookie(search, request.headers.cookie)) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${CURRENCY_COOKIE}=${currencyOfSearch(search)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
  );
}
