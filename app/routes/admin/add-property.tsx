import { Suspense, useState } from 'react';
import { Await, useNavigate } from 'react-router';

import { PageHeader } from '../../components/admin/page-header';
import { LoadErrorPanel } from '../../components/admin/property-form/load-error-panel';
import { PROPERTIES_PATH, PropertyForm } from '../../components/admin/property-form/property-form';
import { LoadingPanel } from '../../components/admin/spinner';
import { useToast } from '../../components/admin/toasts';
import { ApiError, deferred, requireSession } from '../../lib/admin/api';
import { loadAddFormData } from '../../lib/admin/property-form-data';
import { createEmptyFormValues } from '../../lib/admin/property-payload';
import { saveProperty } from '../../lib/admin/property-save';
import { propertyFormMessages } from '../../lib/admin/property-save-errors';
import { useRetry } from '../../lib/admin/use-retry';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/add-property';

/**
 * Add property (product.md section 2): the shared property form, blank and for rent. A new listing
 * goes back to the property list, where it is the first row, with a toast: the list is where the
 * admin checks it and sets its status, and it matches where Save Changes goes on edit.
 */
export function meta() {
  return adminMeta('Add Property');
}

/** The form's lists (types, features, states), handed to <Await>: the screen shows at once. */
export function clientLoader() {
  requireSession();
  return { reference: deferred(loadAddFormData()) };
}

/** Create Property: the form's multipart body (POST). */
export function clientAction({ request }: Route.ClientActionArgs) {
  return saveProperty(request);
}

function ReferenceLoadError() {
  const { error, isRetrying, retry } = useRetry();
  if (isRetrying) return <LoadingPanel label="Loading the form…" />;
  return (
    <LoadErrorPanel
      title={propertyFormMessages.loadInitialData}
      message={error instanceof ApiError ? error.message : undefined}
      backTo={PROPERTIES_PATH}
      onRetry={retry}
    />
  );
}

export default function AddProperty({ loaderData }: Route.ComponentProps) {
  const [initialValues] = useState(createEmptyFormValues);
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Add Property" description="A new listing. Fields marked * are required." />
      <Suspense fallback={<LoadingPanel label="Loading the form…" />}>
        <Await resolve={loaderData.reference} errorElement={<ReferenceLoadError />}>
          {(reference) => (
            <PropertyForm
              mode="add"
              initialValues={initialValues}
              reference={reference}
              onSaved={() => {
                toast.success('Property created successfully');
                void navigate(PROPERTIES_PATH);
              }}
            />
          )}
        </Await>
      </Suspense>
    </div>
  );
}
