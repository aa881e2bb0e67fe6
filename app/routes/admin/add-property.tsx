import { useState } from 'react';
import { useNavigate } from 'react-router';

import { PageHeader } from '../../components/admin/page-header';
import { LoadErrorPanel } from '../../components/admin/property-form/load-error-panel';
import { PROPERTIES_PATH, PropertyForm } from '../../components/admin/property-form/property-form';
import { LoadingPanel } from '../../components/admin/spinner';
import { useToast } from '../../components/admin/toasts';
import { ApiError } from '../../lib/admin/api';
import { loadAddFormData } from '../../lib/admin/property-form-data';
import { createEmptyFormValues } from '../../lib/admin/property-payload';
import { propertyFormMessages } from '../../lib/admin/property-save-errors';
import { useLoad } from '../../lib/admin/use-load';
import { adminMeta } from '../../lib/admin/meta';

/**
 * Add property (product.md section 2): the shared property form, blank and for rent. A new listing
 * goes back to the property list, where it is the first row, with a toast: the list is where the
 * admin checks it and sets its status, and it matches where Save Changes goes on edit.
 */
export function meta() {
  return adminMeta('Add Property');
}

export default function AddProperty() {
  const [state, retry] = useLoad(loadAddFormData, 'add');
  const [initialValues] = useState(createEmptyFormValues);
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Add Property" description="A new listing. Fields marked * are required." />
      {state.status === 'loading' && <LoadingPanel label="Loading the form…" />}
      {state.status === 'error' && (
        <LoadErrorPanel
          title={propertyFormMessages.loadInitialData}
          message={state.error instanceof ApiError ? state.error.message : undefined}
          backTo={PROPERTIES_PATH}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <PropertyForm
          mode="add"
          initialValues={initialValues}
          reference={state.data}
          onSaved={() => {
            toast.success('Property created successfully');
            navigate(PROPERTIES_PATH);
          }}
        />
      )}
    </div>
  );
}
