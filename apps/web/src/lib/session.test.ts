import { describe, expect, it } from 'vitest';
import { currentUser } from '../test/fixtures';
import { applyLanguage } from './i18n';
import { rememberedRoles } from './remembered-roles';
import { queryClient } from './react-query';
import {
  destroySession,
  getSessionState,
  restoreSession,
  rolesOf,
  setCurrentUser,
  signInFailed,
  signInStarted,
  signInSucceeded,
} from './session';
import { STORAGE_KEYS } from './storage';

describe('session', () => {
  it('starts empty without a token and signed in with one', () => {
    expect(getSessionState()).toEqual({ status: 'empty', token: null, user: null });
    window.localStorage.setItem(STORAGE_KEYS.token, 'stored');
    restoreSession();
    expect(getSessionState()).toEqual({ status: 'success', token: 'stored', user: null });
  });

  it('moves through loading to success and stores the token', () => {
    signInStarted();
    expect(getSessionState().status).toBe('loading');
    signInSucceeded('new-token');
    expect(getSessionState()).toMatchObject({ status: 'success', token: 'new-token' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
  });

  it("remembers the loaded user's roles, as a hint, until the session ends", () => {
    expect(rememberedRoles()).toBeNull();
    setCurrentUser(currentUser('tutor'));
    expect(rememberedRoles()).toEqual(['tutor']);
    // Anything else in storage is no hint at all.
    window.localStorage.setItem(STORAGE_KEYS.roles, '["admin"]');
    expect(rememberedRoles()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.roles, '{oops');
    expect(rememberedRoles()).toBeNull();
    setCurrentUser(currentUser('student'));
    destroySession();
    expect(rememberedRoles()).toBeNull();
  });

  it('removes the token when sign-in fails', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'old');
    restoreSession();
    signInStarted();
    signInFailed();
    expect(getSessionState()).toEqual({ status: 'error', token: null, user: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('destroy removes the token, clears storage, user, roles and cached data', async () => {
    await applyLanguage('es');
    signInSucceeded('token');
    setCurrentUser(currentUser('tutor'));
    window.localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    window.localStorage.setItem('aula.anything', 'x');
    window.sessionStorage.setItem(STORAGE_KEYS.visitedViews, '[]');
    queryClient.setQueryData(['students'], { items: [], total: 0 });

    destroySession();

    expect(getSessionState()).toEqual({ status: 'empty', token: null, user: null });
    expect(rolesOf(getSessionState().user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBeNull();
    expect(window.localStorage.getItem('aula.anything')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // The interface language is a device preference and survives the logout.
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
  });

  it('lists the roles of the current user', () => {
    expect(rolesOf(currentUser('installer'))).toEqual(['installer']);
    expect(rolesOf(null)).toBeNull();
  });
});
