import type { FastifyReply, FastifyRequest } from 'fastify';

import { languageOfCookie, pathInLanguage } from '../../contract/languages';
import { PRIVATE_CACHE_CONTROL } from '../http/public-answers';

/**
 * Where a visitor who chose Malayalam (the switch's cookie) lands when they open the site's
 * address, `/`: the Malayalam home, `/ml/`, with the same query. Nothing else is redirected: a
 * link to an English page opens in English (search engines send no cookie; there is never a
 * redirect by Accept-Language). Null when the request stays where it is.
 */
export function languageLanding(method: string, rawUrl: string, cookie: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  if (path !== '/' || languageOfCookie(cookie) !== 'ml') return null;
  return pathInLanguage(rawUrl, 'ml');
}

/** The hook: answers a 302 before the page cache, private (it depends on the cookie). */
export async function redirectToChosenLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const target = languageLanding(request.method, request.url, request.headers.cookie);
  if (target === null) return;
  await reply.header('cache-control', PRIVATE_CACHE_CONTROL).redirect(target, 302);
}
