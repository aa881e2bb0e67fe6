import type { ReferenceItem } from '../../../contract/reference';
import { type ExchangeRates, exchangeRateMessages } from '../../../contract/exchange-rates';
import { type JobsOverview, jobsMessages } from '../../../contract/jobs';
import { type SiteFacts, siteFactsMessages } from '../../../contract/site-facts';
import { PageHeader } from '../../components/admin/page-header';
import {
  settingsAdd,
  settingsDelete,
  settingsRename,
  exchangeRatesSave,
  type SettingsResult,
  siteFactsSave,
} from '../../components/admin/settings/settings-intents';
import { SettingsPanel } from '../../components/admin/settings/settings-panel';
import { ExchangeRatesCard } from '../../components/admin/settings/exchange-rates-card';
import { JobsCard } from '../../components/admin/settings/jobs-card';
import { SiteFactsCard } from '../../components/admin/settings/site-facts-card';
import {
  failureMessage,
  SETTINGS_LISTS,
  type SettingsList,
} from '../../components/admin/settings/settings-texts';
import { actionToast } from '../../components/admin/toasts';
import {
  adminRequest,
  adminSubmit,
  ApiError,
  deferred,
  requireSession,
  throwIfSignedOut,
} from '../../lib/admin/api';
import { isOwner, useAdminUser } from '../../lib/admin/current-user';
import { adminMeta } from '../../lib/admin/meta';
import { readJson } from '../../lib/admin/submit';
import type { Route } from './+types/settings';

export function meta() {
  return adminMeta('Settings');
}

const listOf = (list: SettingsList) =>
  deferred(
    adminRequest<ReferenceItem[]>(list.path, { fallbackMessage: list.messages.fetchFailed }),
  );

/**
 * A load that starts the first time it is asked for, then answers the same promise: for what only
 * owners may read. The role is the admin layout's, which a loader cannot read (the two load side
 * by side on a first visit), so the screen asks for it once it knows an owner is looking, and
 * agents never make a request the API refuses.
 */
function whenAsked<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= deferred(load()));
}

/**
 * Both lists, the site facts and the exchange rates, handed to <Await>: each card shows its own
 * spinner until its data arrives. The background jobs, for owners only, start when the screen asks.
 */
export function clientLoader() {
  requireSession();
  return {
    features: listOf(SETTINGS_LISTS.features),
    propertyTypes: listOf(SETTINGS_LISTS.propertyTypes),
    siteFacts: deferred(
      adminRequest<SiteFacts>('/site-facts/', { fallbackMessage: siteFactsMessages.fetchFailed }),
    ),
    exchangeRates: deferred(
      adminRequest<ExchangeRates>('/exchange-rates/', {
        fallbackMessage: exchangeRateMessages.fetchFailed,
      }),
    ),
    jobs: whenAsked(() =>
      adminRequest<JobsOverview>('/jobs/', { fallbackMessage: jobsMessages.fetchFailed }),
    ),
  };
}

/**
 * The site facts or the exchange rates (PUT, the rates under `exchange_rates`): a toast either
 * way; the server's field errors go back to the form, under their fields.
 */
async function savePut(request: Request): Promise<SettingsResult> {
  const body: unknown = await request.json();
  const rates = exchangeRatesSave.safeParse(body);
  const [path, payload, messages] = rates.success
    ? (['/exchange-rates/', rates.data.exchange_rates, exchangeRateMessages] as const)
    : (['/site-facts/', siteFactsSave.parse(body), siteFactsMessages] as const);
  try {
    await adminSubmit(path, { method: 'PUT', body: payload, fallbackMessage: messages.saveFailed });
    actionToast.success(messages.saved);
    return { isDone: true };
  } catch (error) {
    throwIfSignedOut(error);
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
    const hasFields = Object.keys(fieldErrors).length > 0;
    actionToast.error(hasFields ? messages.saveFailed : failureMessage(messages.saveFailed, error));
    return { isDone: false, ...(hasFields ? { fieldErrors } : {}) };
  }
}

/** One change of a list, with product.md section 8's toast either way. */
async function change(
  send: () => Promise<unknown>,
  { done, failed }: { done: string; failed: string },
  id?: number,
): Promise<SettingsResult> {
  try {
    await send();
    actionToast.success(done);
    return { isDone: true, id };
  } catch (error) {
    actionToast.error(failureMessage(failed, error));
    throwIfSignedOut(error);
    return { isDone: false, id };
  }
}

/**
 * Add an entry (POST), rename one (PATCH), delete one (DELETE), save the site facts (PUT); then the
 * screen loads again.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SettingsResult> {
  if (request.method === 'PUT') return savePut(request);
  if (request.method === 'POST') {
    const { list, name } = await readJson(request, settingsAdd);
    const { path, messages } = SETTINGS_LISTS[list];
    return change(
      () =>
        adminSubmit(path, { method: 'POST', body: { name }, fallbackMessage: messages.addFailed }),
      { done: messages.added, failed: messages.addFailed },
    );
  }
  if (request.method === 'PATCH') {
    const { list, id, name } = await readJson(request, settingsRename);
    const { path, messages } = SETTINGS_LISTS[list];
    return change(
      () =>
        adminSubmit(`${path}${id}/`, {
          method: 'PATCH',
          body: { name },
          fallbackMessage: messages.updateFailed,
        }),
      { done: messages.updated, failed: messages.updateFailed },
      id,
    );
  }
  const { list, id } = await readJson(request, settingsDelete);
  const { path, messages } = SETTINGS_LISTS[list];
  return change(
    () =>
      adminSubmit(`${path}${id}/`, { method: 'DELETE', fallbackMessage: messages.deleteFailed }),
    { done: messages.deleted, failed: messages.deleteFailed },
    id,
  );
}

/**
 * product.md section 2, Settings: the features and the property types listings choose from, the
 * site facts, the exchange rates and, for owners, the background jobs.
 */
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const ownerSignedIn = isOwner(useAdminUser());
  return (
    <>
      <PageHeader
        title="Settings"
        description="The features and property types that listings and the search filters use, the figures the site states and the exchange rates of its prices."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsPanel listKey="features" items={loaderData.features} canDelete={ownerSignedIn} />
        <SettingsPanel
          listKey="propertyTypes"
          items={loaderData.propertyTypes}
          canDelete={ownerSignedIn}
        />
      </div>
      <div className="mt-6">
        <SiteFactsCard facts={loaderData.siteFacts} canEdit={ownerSignedIn} />
      </div>
      <div className="mt-6">
        <ExchangeRatesCard rates={loaderData.exchangeRates} canEdit={ownerSignedIn} />
      </div>
      {ownerSignedIn && (
        <div className="mt-6">
          <JobsCard overview={loaderData.jobs()} />
        </div>
      )}
    </>
  );
}
