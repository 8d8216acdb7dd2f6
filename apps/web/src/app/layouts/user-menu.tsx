import type { RoleName } from '@aula/shared';
import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from '../../lib/lazy-screen';
import { useCurrentUser } from '../../lib/session';
import { AccountButton } from './account-button';

// A menu that cannot be fetched is a ChunkLoadError: the error screen offers a reload.
const loadAccountMenu = () =>
  withChunkTimeout(import('./account-menu')).then((module) => ({ default: module.AccountMenu }));
const AccountMenu = lazy(loadAccountMenu);

/**
 * The account button, and the account menu from the first time it is opened: the menu (with
 * its positioning and keyboard handling) is fetched then, not with every signed-in screen.
 * Pointing at or focusing the button starts the download, so the menu opens at once.
 */
export function UserMenu({ layoutRole }: { layoutRole: RoleName }) {
  const user = useCurrentUser();
  const [wanted, setWanted] = useState(false);
  if (!user) return null;
  const prefetch = () => void loadAccountMenu().catch(() => undefined);
  const button = (
    <AccountButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu user={user} layoutRole={layoutRole} />
    </Suspense>
  );
}
