// Work in progress (issue 5): the sign-in screen is being built.
export default function AdminLogin() {
  return (
    <main id="main-content" className="p-8">
      <h1 className="font-display text-2xl font-semibold">Admin Login</h1>
    </main>
  );
}
