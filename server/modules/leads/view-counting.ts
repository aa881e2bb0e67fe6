import type { FastifyInstance } from 'fastify';
import { isPreviewUrl } from '../../../contract/listing-preview';
import type { LeadsService } from './leads.service';
import { isStaff } from './visitors';

/**
 * Counts a view for each answered request of a listing's page (docs/decisions/017): the page
 * itself (/property/12, /ml/property/12) and its data for a navigation inside the site
 * (/property/12.data). onResponse runs after the answer is sent, for answers made and answers
 * from the page cache alike, so the page never waits for it.
 */
const DETAIL_PAGE = /^(?:\/ml)?\/property\/([1-9]\d{0,9})(?:\/|\.data)?$/;
const MAX_ID = 2_147_483_647;

function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  return typeof purpose === 'string' && purpose.includes('prefetch');
}

export function registerViewCounting(app: FastifyInstance, leads: LeadsService): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET') return;
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
    const path = request.url.replace(/[?#].*$/s, '');
    const match = DETAIL_PAGE.exec(path);
    if (!match) return;
    const id = Number(match[1]);
    if (id > MAX_ID || isStaff(request.headers.cookie) || isPrefetch(request.headers)) return;
    // A preview link's holder is the agency or its seller, not a visitor.
    if (isPreviewUrl(request.url)) return;
    leads.countView(id, { ip: request.ip, userAgent: request.headers['user-agent'] });
  });
}
