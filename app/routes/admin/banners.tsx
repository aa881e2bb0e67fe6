import { PageHeader } from '../../components/admin/page-header';

// Work in progress (issue 5): this screen is being built.
export default function AdminBanners() {
  return <PageHeader title="Banners" />;
}
