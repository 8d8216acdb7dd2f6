import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';
import { isKnownPath } from './routing';

/** The routes generated for the signed-in user, so menus offer only screens that exist. */
export const GeneratedRoutesContext = createContext<RouteObject[]>([]);

export function useRouteExists() {
  const routes = useContext(GeneratedRoutesContext);
  return (path: string) => isKnownPath(routes, path);
}
