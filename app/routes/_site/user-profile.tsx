import type { Route } from './+types/user-profile';

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
    </main>
  );
}
