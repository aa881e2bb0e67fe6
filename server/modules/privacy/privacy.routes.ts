import { erasureReport, erasureRequest, privacyMessages } from '../../../contract/privacy';
import { ownersOnly } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  ownersOnlyAnswer,
  invalidInput,
  jsonAnswer,
  unauthorized,
} from '../../http/route-schema';
import { actorOf } from '../audit/actor';

/** /api/privacy/: an owner erases what is held about a person (docs/decisions/021). */
export const privacyRoutes: ApiRoutes = async (app) => {
  const { privacy } = app.services;

  app.post(
    '/privacy/erase/',
    {
      schema: {
        tags: ['Privacy'],
        summary:
          'Owners only. Erase everything held about one e-mail address or one phone number: its ' +
          'enquiries with their notes, their values in the audit trail and their mail. With ' +
          'dry_run, only what would go. Recorded in the audit trail with counts, never the address.',
        security: ADMIN_ONLY,
        body: erasureRequest,
        response: {
          200: jsonAnswer(
            'What was erased (or, with dry_run, would be): counts, and the enquiries by date and listing.',
            erasureReport,
          ),
          400: invalidInput,
          401: unauthorized,
          403: ownersOnlyAnswer(privacyMessages.ownersOnly),
        },
      },
      preHandler: ownersOnly(privacyMessages.ownersOnly),
    },
    async (request) => privacy.erasePerson(request.body, actorOf(request)),
  );
};
