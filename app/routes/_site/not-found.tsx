import { data } from 'react-router';
import { notFoundMeta } from '~/components/pages/not-found-meta';
import { NotFoundPage } from '~/components/pages/not-found-page';
import type { Route } from './+types/not-found';

// Any address no other route claims: a friendly page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <NotFoundPage />;
}
