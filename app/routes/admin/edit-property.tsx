import { Suspense, useState } from 'react';
import { Await, useAsyncError, useNavigate } from 'react-router';

import { ListingChecksPanel } from '../../components/admin/listing-checks/listing-checks-panel';
import { PageHeader } from '../../components/admin/page-header';
import { PreviewLink } from '../../components/admin/properties/preview-link';
import { LoadErrorPanel } from '../../components/admin/property-form/load-error-panel';
import { PROPERTIES_PATH, PropertyForm } from '../../components/admin/property-form/property-form';
import { LoadingPanel } from '../../components/admin/spinner';
import { useToast } from '../../components/admin/toasts';
import type { ListingStats } from '../../../contract/listing-stats';
import {
  ListingPerformance,
  statsFailed,
} from '../../components/admin/performance/listing-performance';
import { adminRequest, deferred, requireSession } from '../../lib/admin/api';
import { type EditFormData, loadEditFormData } from '../../lib/admin/property-form-data';
import { toFormValues } from '../../lib/admin/property-payload';
import { deletePropertyImage, saveProperty } from '../../lib/admin/property-save';
import { propertyFormMessages } from '../../lib/admin/property-save-errors';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/edit-property';

/**
 * Edit property (product.md section 2): a spinner while the listing loads, an error panel with Go
 * Back when it cannot, else the shared property form filled in (values capped as product.md
 * section 5 says). Save Changes and Cancel both return to the property list.
 */
export function meta() {
  return adminMeta('Edit Property');
}

/** The listing and the form's lists, handed to <Await>: the screen shows at once. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireSession();
  // The listing's figures load beside the form and never hold it up (issue 15).
  const stats = adminRequest<ListingStats>(`/properties/properties/${params.id}/stats/`, {
    fallbackMessage: statsFailed,
  });
  return { id: params.id, form: deferred(loadEditFormData(params.id)), stats: deferred(stats) };
}

/** Save Changes: the form's multipart body (PATCH); a saved photo's delete (DELETE). */
export function clientAction({ request, params }: Route.ClientActionArgs) {
  const id = Number(params.id);
  return request.method === 'DELETE' ? deletePropertyImage(request, id) : saveProperty(request, id);
}

function EditHeader({ property }: { property?: EditFormData['property'] }) {
  return (
    <PageHeader
      title="Edit Property"
      description={
        property ? (
          <>
            {property.title} {/* A draft is not on the site: the preview link below shows it. */}
            {property.status !== 'draft' && (
              <a
                href={`/property/${property.id}`}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                View on site
              </a>
            )}
          </>
        ) : undefined
      }
    />
  );
}

function PropertyLoadError() {
  const error = useAsyncError();
  return (
    <LoadErrorPanel
      title={propertyFormMessages.loadProperty}
      message={error instanceof Error ? error.message : undefined}
      backTo={PROPERTIES_PATH}
    />
  );
}

function EditForm({ data, stats }: { data: EditFormData; stats: Promise<ListingStats> }) {
  const [initialValues] = useState(() => toFormValues(data.property, new Date().getFullYear()));
  const navigate = useNavigate();
  const toast = useToast();
  const isDraft = data.property.status === 'draft';
  return (
    <>
      <EditHeader property={data.property} />
      {/* A draft's next step is a look at its page; a listed one's figures come first. */}
      {isDraft && <PreviewLink id={data.property.id} isDraft />}
      <ListingPerformance stats={stats} />
      <ListingChecksPanel property={data.property} />
      {!isDraft && <PreviewLink id={data.property.id} isDraft={false} />}
      <PropertyForm
        mode="edit"
        initialValues={initialValues}
        reference={data}
        property={data.property}
        onSaved={() => {
          toast.success('Property updated successfully');
          void navigate(PROPERTIES_PATH);
        }}
      />
    </>
  );
}

export default function EditProperty({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      {/* Another listing is another screen: its own spinner, its own form. */}
      <Suspense
        key={loaderData.id}
        fallback={
          <>
            <EditHeader />
            <LoadingPanel label="Loading the property…" />
          </>
        }
      >
        <Await
          resolve={loaderData.form}
          errorElement={
            <>
              <EditHeader />
              <PropertyLoadError />
            </>
          }
        >
          {(data) => <EditForm key={data.property.id} data={data} stats={loaderData.stats} />}
        </Await>
      </Suspense>
    </div>
  );
}
