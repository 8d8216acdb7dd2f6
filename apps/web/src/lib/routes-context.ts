import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';
import { isKnownPath } from './routing';

/** The routes generated for the signed-in user, so menus offer only screens that exist. */
export const GeneratedRoutesContext = createContext<RouteObject[]>([]);

/**
 * The answers so far, per route table. Each question runs matchRoutes, which flattens and ranks
 * the whole signed-in route table every time: the sidebar alone asked a dozen times on every
 * render, some 30 ms of the first screen's work. The tables never change once generated.
 */
const knownPathsByRoutes = new WeakMap<RouteObject[], Map<string, boolean>>();

export function useRouteExists() {
  const routes = useContext(GeneratedRoutesContext);
  return (path: string) => {
    let knownPaths = knownPathsByRoutes.get(routes);
    if (!knownPaths) {
      knownPaths = new Map();
      knownPathsByRoutes.set(routes, knownPaths);
    }
    let known = knownPaths.get(path);
    if (known === undefined) {
      known = isKnownPath(routes, path);
      knownPaths.set(path, known);
    }
    return known;
  };
}
