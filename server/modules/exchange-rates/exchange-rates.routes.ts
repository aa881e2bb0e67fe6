import {
  exchangeRateMessages,
  exchangeRates,
  exchangeRatesInput,
  STALE_AFTER_DAYS,
} from '../../../contract/exchange-rates';
import { ownersOnly } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  invalidInput,
  jsonAnswer,
  ownersOnlyAnswer,
  unauthorized,
} from '../../http/route-schema';
import { actorOf } from '../audit/actor';

const TAGS = ['Exchange rates'];

/**
 * /api/exchange-rates/: rupees per unit of each currency the pages convert prices into (issue 34,
 * item 5). Everyone reads them (kept like the other public answers); owners change them.
 */
export const exchangeRatesRoutes: ApiRoutes = async (app) => {
  const { exchangeRates: service } = app.services;

  app.get(
    '/exchange-rates/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Rupees for one AED, SAR, QAR, KWD, OMR, BHD and USD, each with the day it was taken ' +
          `and whether that is more than ${STALE_AFTER_DAYS} days ago (stale).`,
        response: { 200: jsonAnswer('The exchange rates.', exchangeRates) },
      },
      config: { publicCache: true },
    },
    async () => service.get(),
  );

  app.put(
    '/exchange-rates/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Owners only. Set every rate: `{"AED": {"inr_per_unit": 24.15, "date": "2026-11-27"}, ' +
          '…}` for all seven currencies (above 0, up to 4 decimals; the date not after today in ' +
          "Kerala). Errors are given under the currency's code. Pages convert with them from the " +
          'next request.',
        security: ADMIN_ONLY,
        body: exchangeRatesInput,
        response: {
          200: jsonAnswer('Saved: the exchange rates as stored.', exchangeRates),
          400: invalidInput,
          401: unauthorized,
          403: ownersOnlyAnswer(exchangeRateMessages.ownersOnly),
        },
      },
      preHandler: ownersOnly(exchangeRateMessages.ownersOnly),
    },
    async (request) => service.update(request.body, actorOf(request)),
  );
};
