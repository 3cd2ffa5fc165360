import { createContext } from 'react-router';

// The client's address for per-client limits in route actions (the contact form), set by
// server/app.ts from the same clientKey() the API uses, so the form and POST /api/users/contactus
// share one limit per client.
export const clientKeyRouterContext = createContext<string>('unknown');
