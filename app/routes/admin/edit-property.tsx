import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';

import { PageHeader } from '../../components/admin/page-header';
import { LoadErrorPanel } from '../../components/admin/property-form/load-error-panel';
import { PROPERTIES_PATH, PropertyForm } from '../../components/admin/property-form/property-form';
import { LoadingPanel } from '../../components/admin/spinner';
import { useToast } from '../../components/admin/toasts';
import { loadEditFormData } from '../../lib/admin/property-form-data';
import { toFormValues } from '../../lib/admin/property-payload';
import { propertyFormMessages } from '../../lib/admin/property-save-errors';
import { useLoad } from '../../lib/admin/use-load';
import { adminMeta } from '../../lib/admin/meta';

/**
 * Edit property (product.md section 2): a spinner while the listing loads, an error panel with Go
 * Back when it cannot, else the shared property form filled in (values capped as product.md
 * section 5 says). Save Changes and Cancel both return to the property list.
 */
export function meta() {
  return adminMeta('Edit Property');
}

export default function EditProperty() {
  const { id } = useParams();
  const [state] = useLoad(() => loadEditFormData(id), id ?? '');
  const navigate = useNavigate();
  const toast = useToast();

  const property = state.status === 'ready' ? state.data.property : undefined;
  const initialValues = useMemo(
    () => (property ? toFormValues(property, new Date().getFullYear()) : undefined),
    [property],
  );
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Edit Property"
        description={
          property ? (
            <>
              {property.title}{' '}
              <a
                href={`/property/${property.id}`}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                View on site
              </a>
            </>
          ) : undefined
        }
      />
      {state.status === 'loading' && <LoadingPanel label="Loading the property…" />}
      {state.status === 'error' && (
        <LoadErrorPanel
          title={propertyFormMessages.loadProperty}
          message={state.error instanceof Error ? state.error.message : undefined}
          backTo={PROPERTIES_PATH}
        />
      )}
      {state.status === 'ready' && initialValues && (
        <PropertyForm
          key={state.data.property.id}
          mode="edit"
          initialValues={initialValues}
          reference={state.data}
          property={state.data.property}
          onSaved={() => {
            toast.success('Property updated successfully');
            navigate(PROPERTIES_PATH);
          }}
        />
      )}
    </div>
  );
}
