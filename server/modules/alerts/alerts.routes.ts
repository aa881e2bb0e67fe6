import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  alertChange,
  alertConfirmation,
  alertRemoval,
  alertRequest,
  alertsOfAddress,
  alertToken,
} from '../../../contract/alerts';
import {
  type ApiRoutes,
  type ContractTypeProvider,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  noContent,
  notFound,
  tooManyRequests,
} from '../../http/route-schema';
import { rateLimit, type RateLimitRule } from '../rate-limit/rate-limit';
import { MAX_ID } from '../../../contract/input-limits';
import { pathInLanguage } from '../../../contract/languages';
import { alertPagePath } from './alert-mails';

/** The name of the saves' per-client limit: the API route and the listing page's form share it. */
export const ALERTS_LIMIT = 'alerts';
/** What every save answers, saved or not (nothing to learn about an address). */
export const ALERT_SAVE_ANSWER =
  'Check your inbox: follow the link in our e-mail to start the alert.';

const tags = ['Alerts'];

/**
 * /api/alerts/: saved searches (issue 36). No account: the confirm link's token, then the manage
 * link's, are the visitor's key. Tokens travel in bodies, never in paths, so no URL holds one
 * (and the logs redact a `token` parameter anyway: server/observability/log-redaction.ts).
 */
export const alertsRoutes: ApiRoutes<{ rateLimit: RateLimitRule }> = async (app, options) => {
  const { alerts } = app.services;
  const limited = rateLimit(app.db, ALERTS_LIMIT, options.rateLimit);

  app.post(
    '/alerts/',
    {
      schema: {
        tags,
        summary:
          'Save a search and get new matches by e-mail: sends one confirmation mail (double opt-in). ' +
          '202 whether or not the address has alerts already. Rate-limited per client and per address.',
        body: alertRequest,
        response: { 202: detailAnswer(ALERT_SAVE_ANSWER), 400: invalidInput, 429: tooManyRequests },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      await alerts.save(request.body);
      return reply.code(202).send({ detail: ALERT_SAVE_ANSWER });
    },
  );

  app.post(
    '/alerts/confirm/',
    {
      schema: {
        tags,
        summary:
          "Follow the confirmation mail's link: the alert starts. Each link confirms once, within 7 days.",
        body: alertToken,
        response: {
          200: jsonAnswer('The alert, and the manage link of its address.', alertConfirmation),
          400: invalidInput,
          404: notFound,
          429: tooManyRequests,
        },
      },
      preHandler: limited,
    },
    async (request) => alerts.confirm(request.body.token),
  );

  app.post(
    '/alerts/manage/',
    {
      schema: {
        tags,
        summary: "The address's alerts, by the manage link every mail carries.",
        body: alertToken,
        response: {
          200: jsonAnswer('The address and its alerts.', alertsOfAddress),
          400: invalidInput,
          404: notFound,
        },
      },
    },
    async (request) => alerts.list(request.body.token),
  );

  app.patch(
    '/alerts/manage/',
    {
      schema: {
        tags,
        summary: 'Pause, resume or change how often one alert is sent.',
        body: alertChange,
        response: {
          200: jsonAnswer('The address and its alerts, changed.', alertsOfAddress),
          400: invalidInput,
          404: notFound,
        },
      },
    },
    async (request) => alerts.change(request.body),
  );

  app.post(
    '/alerts/remove/',
    {
      schema: {
        tags,
        summary: 'Delete one alert of the address.',
        body: alertRemoval,
        response: {
          200: jsonAnswer('The address and its remaining alerts.', alertsOfAddress),
          400: invalidInput,
          404: notFound,
        },
      },
    },
    async (request) => alerts.remove(request.body.token, request.body.alert_id),
  );

  app.post(
    '/alerts/leave/',
    {
      schema: {
        tags,
        summary: 'Delete every alert of the address and the address itself, with its waiting mail.',
        body: alertToken,
        response: { 204: noContent, 400: invalidInput, 404: notFound },
      },
    },
    async (request, reply) => {
      await alerts.leave(request.body.token);
      return reply.code(204).send();
    },
  );

  // RFC 8058 one-click unsubscribe: the URL of every alert mail's List-Unsubscribe header. A mail
  // app POSTs `List-Unsubscribe=One-Click` as a form; a person who opens the URL is sent to the
  // manage page instead, so a link scanner's GET unsubscribes nobody.
  await app.register(async (plain) => {
    const oneClick = plain.withTypeProvider<ContractTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const query = z.object({ token: z.string().trim().min(16).max(200) });
    oneClick.post(
      '/alerts/unsubscribe/',
      {
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058): every alert of the address and the address, deleted. ' +
            'Body `List-Unsubscribe=One-Click` (form); the token is in the query.',
          querystring: query,
          response: { 204: noContent, 400: invalidInput, 404: notFound },
        },
      },
      async (request, reply) => {
        await alerts.leave(request.query.token);
        return reply.code(204).send();
      },
    );
    oneClick.get(
      '/alerts/unsubscribe/',
      {
        schema: {
          tags,
          summary:
            "The one-click URL opened in a browser: a redirect to the manage page (in the language of the address's newest alert), which asks.",
          querystring: query,
          response: { 303: detailAnswer('To the manage page.'), 400: invalidInput },
        },
      },
      async (request, reply) => {
        const language = await alerts.languageOf(request.query.token);
        return reply
          .code(303)
          .header(
            'location',
            `${alertPagePath('manage', language)}?token=${encodeURIComponent(request.query.token)}`,
          )
          .send({ detail: 'To the manage page.' });
      },
    );
  });
};

/**
 * GET /alerts/open/{alertId}/{listingId}: the link of a listing in an alert mail. Records that the
 * alert's mail was followed (the first time, on its send), then hands over to the listing's page
 * in the alert's language with a 302. Outside /api: a link for browsers. A link that names nothing
 * still hands over to the listing: the visitor came for it.
 */
export const alertLinkRoutes: FastifyPluginAsync = async (app) => {
  const { alerts } = app.services;
  app.get('/alerts/open/:alertId/:listingId', async (request, reply) => {
    void reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'same-origin');
    const { alertId, listingId } = request.params as { alertId: string; listingId: string };
    const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID;
    if (!isId(listingId)) return reply.redirect(alertPagePath('listings', 'en'), 302);
    const language = isId(alertId)
      ? await alerts.openedFromMail(Number(alertId), Number(listingId)).catch((error: unknown) => {
          // The visitor still reaches the listing; only the click is not counted.
          request.log.warn({ err: error }, 'could not record an alert link followed');
          return 'en' as const;
        })
      : 'en';
    return reply.redirect(pathInLanguage(`/property/${listingId}`, language), 302);
  });
};
