import { createContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

// A production page carries the app's stylesheet in its <head> instead of linking it (a linked
// stylesheet blocks the first paint for one more round trip: decision 019). The server reads the
// built file (server/built-stylesheets.ts) and hands the reader to React Router through the router
// context, and to the document's <head> through a React context (entry.server.tsx). The browser
// has no reader: it keeps the <style> the server wrote (React adopts it by its href).
export type StylesheetReader = (href: string) => string;
export const stylesheetRouterContext = createRouterContext<StylesheetReader | null>(null);
export const StylesheetContext = createContext<StylesheetReader | null>(null);
export const useStylesheetReader = () => useContext(StylesheetContext);
