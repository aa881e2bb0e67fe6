import { PageHeader } from '../../components/admin/page-header';
import { SettingsPanel } from '../../components/admin/settings/settings-panel';
import { SETTINGS_LISTS } from '../../components/admin/settings/settings-texts';
import { adminMeta } from '../../lib/admin/meta';

export function meta() {
  return adminMeta('Settings');
}

/** product.md section 2, Settings: the features and the property types listings choose from. */
export default function AdminSettings() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="The features and property types that listings and the search filters use."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsPanel list={SETTINGS_LISTS.features} />
        <SettingsPanel list={SETTINGS_LISTS.propertyTypes} />
      </div>
    </>
  );
}
