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
