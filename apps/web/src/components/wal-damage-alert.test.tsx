import type { WalDamageStatus } from '@aula/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/react-query';
import { walDamageQueryKey } from '../lib/wal-damage-query';
import { mockFetch } from '../test/fetch-mock';
import { SignupTutorScreen } from '../features/signup/components/signup-tutor-screen';
import { StudentsScreen } from '../features/students/components/students-screen';
import { currentUser, summaryList } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { WalDamageAlert } from './wal-damage-alert';
import { setupUser } from '../test/user';

const damaged: WalDamageStatus = {
  wal_damage: {
    detected_at: '2026-12-02T09:05:12.000Z',
    copy_file_name: 'aula.db-wal.damaged-20261202T090512Z',
    frames_dropped: 266,
  },
};

const notice = (name = 'Some recent changes may have been lost') =>
  screen.findByRole('alert', { name });

describe('the notice of a damaged database log', () => {
  it('tells a tutor that recent changes may be lost, which copy was kept and how to restore a backup', async () => {
    mockFetch({ 'GET /wal_damage': { body: damaged } });
    renderScreen(<WalDamageAlert />, { user: currentUser('tutor') });

    const alert = await notice();
    expect(alert).toHaveTextContent('The computer stopped suddenly');
    expect(alert).toHaveTextContent(
      "A copy of the damaged file was kept in Aula's data folder as aula.db-wal.damaged-20261202T090512Z.",
    );
    expect(alert).toHaveTextContent('run npm run restore -- <backup file> on this computer');
    // Only an installer may dismiss it.
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says it in Spanish', async () => {
    mockFetch({ 'GET /wal_damage': { body: damaged } });
    await i18n.changeLanguage('es');
    renderScreen(<WalDamageAlert />, { user: currentUser('tutor') });

    const alert = await notice('Puede que se hayan perdido algunos cambios recientes');
    expect(alert).toHaveTextContent('La computadora se apagó de repente');
    expect(alert).toHaveTextContent('con el nombre aula.db-wal.damaged-20261202T090512Z.');
    expect(alert).toHaveTextContent('npm run restore -- <archivo de la copia>');
  });

  it('lets an installer dismiss it', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /wal_damage': { body: damaged },
      'POST /wal_damage/dismiss': { body: { wal_damage: null } },
    });
    renderScreen(<WalDamageAlert />, { user: currentUser('installer') });

    await user.click(within(await notice()).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toContain(
      'POST /wal_damage/dismiss',
    );
  });

  it('shows nothing when nothing was lost', async () => {
    const { requests } = mockFetch({ 'GET /wal_damage': { body: { wal_damage: null } } });
    renderScreen(<WalDamageAlert />, { user: currentUser('tutor') });

    await waitFor(() =>
      expect(queryClient.getQueryState(walDamageQueryKey)?.status).toBe('success'),
    );
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not ask for it as a student, who may not read it', async () => {
    const { requests } = mockFetch({ 'GET /wal_damage': { body: damaged } });
    renderScreen(<WalDamageAlert />, { user: currentUser('student') });

    await act(async () => {});
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("is on the tutor's home (the children list) and the installer's (signing up a tutor)", async () => {
    mockFetch({
      'GET /wal_damage': { body: damaged },
      'GET /students': { body: summaryList([]) },
    });
    const tutorHome = renderScreen(<StudentsScreen />, { user: currentUser('tutor') });
    expect(await notice()).toBeVisible();
    tutorHome.unmount();
    queryClient.clear();

    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });
    expect(within(await notice()).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  });
});
