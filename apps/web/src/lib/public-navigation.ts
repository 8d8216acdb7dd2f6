import type { MouseEvent } from 'react';
import { createContext, useContext } from 'react';

/**
 * How the public screens (sign-in, password recovery) read the query and move on. They show
 * before sign-in, where there is no router (lib/visitor-location.ts), and at /reset-password
 * for a signed-in user, inside the router: each frame provides its own.
 */
export interface PublicNavigation {
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const PublicNavigationContext = createContext<PublicNavigation | null>(null);

export function usePublicNavigation(): PublicNavigation {
  const navigation = useContext(PublicNavigationContext);
  if (!navigation) throw new Error('A public screen must be rendered inside a public frame');
  return navigation;
}

function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The props of a link to `to` on a public screen: a real href (a new tab, copying the link),
 * and a plain click that stays in the app.
 */
export function usePublicLink(to: string) {
  const { navigate } = usePublicNavigation();
  return {
    href: to,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || opensElsewhere(event)) return;
      event.preventDefault();
      navigate(to);
    },
  };
}
