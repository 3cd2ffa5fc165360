import { data } from 'react-router';
import { AppError } from './errors';

/**
 * For loaders: a domain AppError becomes a thrown route error response with its status (a
 * NOT_FOUND course is a real 404 page), so the route's ErrorBoundary renders inside the layout.
 * Anything else propagates unchanged.
 */
export function rethrowAsRouteError(error: unknown): never {
  if (error instanceof AppError) throw data(error.message, { status: error.status });
  throw error;
}

/**
 * rethrowAsRouteError for a page whose 404 speaks the page's language: a NOT_FOUND carries
 * `notFound` (the 404 page's texts) as its data, which the route's ErrorBoundary and meta read,
 * since a loader that failed leaves them no data of their own.
 */
export const rethrowWithNotFound =
  (notFound: object) =>
  (error: unknown): never => {
    if (error instanceof AppError && error.status === 404) throw data(notFound, { status: 404 });
    return rethrowAsRouteError(error);
  };
