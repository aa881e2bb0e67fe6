import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LEAD_CHANNELS, type LeadChannel } from '../../../contract/agency';
import {
  SITE_CHAT_TOPICS,
  SITE_LEAD_TARGET,
  type SiteChatTopic,
} from '../../../contract/lead-links';
import { listingFigures, listingStats, performanceOverview } from '../../../contract/listing-stats';
import { isLanguage } from '../../../contract/languages';
import { requireAdmin } from '../../http/auth';
import { PRIVATE_CACHE_CONTROL } from '../../http/public-answers';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  invalidInput,
  jsonAnswer,
  notFound,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import type { RateLimitRule } from '../rate-limit/rate-limit';
import { isStaff } from './visitors';

/** The largest id a listing can have (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;
/** The longest page path kept with a lead; longer ones are kept cut. */
const MAX_PAGE_LENGTH = 300;
/** What the API's list may ask figures for at once: a page of the admin list. */
const MAX_FIGURE_IDS = 100;
/** How long a tap waits for its lead to be recorded before the visitor is handed over anyway. */
const RECORD_WAIT_MS = 1_000;

/**
 * A site path as a lead keeps it: the path alone (no query, no fragment), only when it is one of
 * this site's (one leading slash), else null.
 */
export function pagePath(value: string | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value)) return null;
  const path = value.replace(/[?#].*$/s, '');
  return path.slice(0, MAX_PAGE_LENGTH);
}

/** The page a tap came from: the site's `from`, else the Referer when it is this site's. */
function pageOf(request: FastifyRequest, origin: string): string | null {
  const query = request.query as Record<string, unknown>;
  if (typeof query.from === 'string') {
    const from = pagePath(query.from);
    if (from) return from;
  }
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? pagePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** The site's 404 page (its HTML when pages are served), for a /go/ link to nothing. */
async function sendNotFoundPage(
  app: FastifyInstance,
  reply: FastifyReply,
  isMalayalam: boolean,
): Promise<FastifyReply> {
  const page = await app.inject({
    method: 'GET',
    url: isMalayalam ? '/ml/404' : '/404',
    headers: { 'accept-encoding': 'identity' },
  });
  const type = page.headers['content-type'];
  if (typeof type === 'string') void reply.type(type);
  return reply.code(404).send(page.rawPayload);
}

/** Waits for `work`, but `ms` at most (it goes on after that). */
async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * GET /go/{whatsapp|call|mail}/{listingId|site}: records a lead, then hands the visitor over
 * with a 302 to wa.me, tel: or mailto: (issue 15, item 2). `lang=ml` writes the prefilled
 * message in Malayalam; `from` names the page; `topic=sell` for the Sell Property chat. Outside
 * /api: a link for browsers, not part of the REST API. robots.txt keeps crawlers out. A lead
 * counts once per visitor, listing and channel a day, and not past `tapLimit` taps of a client
 * (issue 32, item 4); the visitor is handed over all the same, never refused.
 */
export const goRoutes: FastifyPluginAsync<{ tapLimit: RateLimitRule }> = async (
  app,
  { tapLimit },
) => {
  const { leads } = app.services;
  const origin = new URL(app.config.publicUrl).origin;

  app.get('/go/:channel/:target', async (request, reply) => {
    // Nothing here may be kept by a cache, indexed, or passed on to the chat app as a referrer.
    void reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer');
    const { channel, target } = request.params as { channel: string; target: string };
    const query = request.query as Record<string, unknown>;
    const language = isLanguage(query.lang) ? query.lang : 'en';
    const topic: SiteChatTopic = SITE_CHAT_TOPICS.includes(query.topic as SiteChatTopic)
      ? (query.topic as SiteChatTopic)
      : 'chat';
    const id = /^[1-9]\d{0,9}$/.test(target) ? Number(target) : 0;
    const isSite = target === SITE_LEAD_TARGET;
    if (!LEAD_CHANNELS.includes(channel as LeadChannel) || (!isSite && (id < 1 || id > MAX_ID))) {
      return sendNotFoundPage(app, reply, language === 'ml');
    }
    const propertyId = isSite ? null : id;
    const href = await leads.handOver(channel as LeadChannel, propertyId, { language, topic });
    if (href === null) return sendNotFoundPage(app, reply, language === 'ml');
    const recording = leads
      .recordLead(
        {
          channel: channel as LeadChannel,
          propertyId,
          page: pageOf(request, origin),
          visitor: { ip: request.ip, userAgent: request.headers['user-agent'] },
          isStaff: isStaff(request.headers.cookie),
        },
        tapLimit,
      )
      .catch((error: unknown) => {
        // The visitor still reaches the lister; only the count misses one.
        request.log.error({ err: error }, 'could not record a lead');
      });
    // A database that is slow to answer delays the hand-over by a second at most.
    await waitAtMost(recording, RECORD_WAIT_MS);
    return reply.redirect(href, 302);
  });
};

const tags = ['Performance'];

/** /api/properties/...: listings' views, leads and enquiries, for the admin. */
export const performanceRoutes: ApiRoutes = async (app) => {
  const { leads } = app.services;

  app.get(
    '/properties/:id/stats/',
    {
      schema: {
        tags,
        summary:
          "A listing's last 30 days: views (one per visitor a day; no bots, no staff), leads by channel, enquiries (spam left out), and each day's figures, oldest first.",
        security: ADMIN_ONLY,
        params: idParams,
        response: {
          200: jsonAnswer('The figures.', listingStats),
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => leads.stats(request.params.id),
  );

  app.get(
    '/performance/listings/',
    {
      schema: {
        tags,
        summary:
          "Views, leads and enquiries of the last 30 days for each listing of `ids` (the admin list's columns).",
        security: ADMIN_ONLY,
        querystring: z.object({
          ids: z
            .string()
            .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, {
              message: `ids must be up to ${MAX_FIGURE_IDS} listing ids separated by commas.`,
            })
            .meta({ description: 'Listing ids, separated by commas (100 at most).' }),
        }),
        response: {
          200: jsonAnswer('Figures by listing id.', listingFigures),
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))].filter(
        (id) => id >= 1 && id <= MAX_ID,
      );
      return leads.figures(ids);
    },
  );

  app.get(
    '/performance/',
    {
      schema: {
        tags,
        summary:
          'The whole site: views, leads and enquiries of the last 7 days and the 7 before, and leads of the last 30 days by channel.',
        security: ADMIN_ONLY,
        response: { 200: jsonAnswer('The figures.', performanceOverview), 401: unauthorized },
      },
      preHandler: requireAdmin,
    },
    async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return leads.overview();
    },
  );
};
