import { createContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

// The per-request CSP nonce: made in server/app.ts, handed to React Router through the router
// context, and to the document's <Scripts> through a React context (entry.server.tsx).
export const nonceRouterContext = createRouterContext<string>('');
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
