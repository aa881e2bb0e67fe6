import { PageHeader } from '../../components/admin/page-header';

// Work in progress (issue 5): this screen is being built.
export default function AdminDashboard() {
  return <PageHeader title="Dashboard" />;
}
