import { redirect } from 'react-router';

/** `/admin` itself opens the dashboard. */
export function clientLoader() {
  return redirect('/admin/dashboard');
}

export default function AdminIndex() {
  return null;
}
