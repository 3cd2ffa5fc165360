import { data } from 'react-router';
import { notFoundMeta } from '~/components/pages/not-found-meta';
import { NotFoundPage } from '~/components/pages/not-found-page';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { notFoundTexts } from '~/modules/i18n/site/not-found-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import type { Route } from './+types/not-found';

// Any address no other route claims: a friendly page with a real 404 status.
export function loader({ context }: Route.LoaderArgs) {
  return data({ texts: notFoundTexts(i18nFor(context.get(localeRouterContext))) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => notFoundMeta(matches, loaderData?.texts);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage texts={loaderData.texts} />;
}
