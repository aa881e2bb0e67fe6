import { z } from 'zod';

import type { FieldErrors } from '../../../../contract/errors';
import type { ErasureReport } from '../../../../contract/privacy';

/** How the owner names the person: by e-mail address or by phone number. */
export const ERASE_BY = ['email', 'phone'] as const;
export type EraseBy = (typeof ERASE_BY)[number];

/** What the Privacy screen submits to its route's clientAction: a look (dry run) or the erasure. */
export const eraseIntent = z.object({
  by: z.enum(ERASE_BY),
  value: z.string(),
  dry_run: z.boolean(),
});
export type EraseIntent = z.infer<typeof eraseIntent>;

/** How an intent went: the report, the server's field errors, or a message for anything else. */
export interface EraseResult {
  isDone: boolean;
  isDryRun: boolean;
  report?: ErasureReport;
  fieldErrors?: FieldErrors;
  message?: string;
}
