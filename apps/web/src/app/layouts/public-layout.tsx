import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { PublicNavigation } from '../../lib/public-navigation';
import { PublicNavigationContext } from '../../lib/public-navigation';
import { PublicFrame } from './public-frame';

/** The public frame inside the router: a signed-in user's password recovery and the 404. */
export function PublicLayout() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const navigation = useMemo<PublicNavigation>(
    () => ({ search, navigate: (to, options) => void navigate(to, options) }),
    [search, navigate],
  );
  return (
    <PublicNavigationContext value={navigation}>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    </PublicNavigationContext>
  );
}
