import type { CurrentUser, RoleName } from '@aula/shared';
import { ROLE_NAMES } from '@aula/shared';
import { useSyncExternalStore } from 'react';
import { currentLanguage } from './i18n';
import { rememberRoles } from './remembered-roles';
import { localStore, readToken, sessionStore, STORAGE_KEYS } from './storage';

/**
 * The session (docs/product-rules.md#sessions-and-idle-time): the sign-in status, the access token
 * (kept in local storage) and the current user with their roles and permissions (GET /users/me).
 */
export type AuthStatus = 'empty' | 'loading' | 'success' | 'error';

export interface SessionState {
  status: AuthStatus;
  token: string | null;
  user: CurrentUser | null;
}

type Listener = (state: SessionState, previous: SessionState) => void;

function stateFromStorage(): SessionState {
  const token = readToken();
  return { status: token ? 'success' : 'empty', token, user: null };
}

let state: SessionState = stateFromStorage();
const listeners = new Set<Listener>();

function setState(next: SessionState) {
  const previous = state;
  state = next;
  for (const listener of listeners) listener(state, previous);
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the token again from storage (boot, tests). */
export function restoreSession() {
  setState(stateFromStorage());
}

export function signInStarted() {
  setState({ ...state, status: 'loading' });
}

export function signInSucceeded(token: string) {
  localStore.set(STORAGE_KEYS.token, token);
  setState({ status: 'success', token, user: null });
}

export function signInFailed() {
  localStore.remove(STORAGE_KEYS.token);
  setState({ status: 'error', token: null, user: null });
}

export function setCurrentUser(user: CurrentUser) {
  rememberRoles(rolesOf(user) ?? []);
  setState({ ...state, user });
}

/**
 * Logout and a failed current-user load end here: token removed, local storage cleared, user
 * and roles cleared, this tab's visited views dropped (and cached server data, by
 * react-query.ts, which listens). The interface language is a device preference, not account
 * data, so it is written back after the clear.
 */
export function destroySession() {
  const language = currentLanguage();
  localStore.clear();
  sessionStore.clear();
  localStore.set(STORAGE_KEYS.language, language);
  setState({ status: 'empty', token: null, user: null });
}

type EndingTask = () => Promise<void>;
const endingTasks = new Set<EndingTask>();

/** How long logout waits for the work that needs the token before revoking it. */
export const SESSION_ENDING_WAIT_MS = 3_000;

/**
 * Registers work that must reach a server while the token still works (the activity seconds
 * counted since the last update). Logout runs it before it revokes the token.
 */
export function onSessionEnding(task: EndingTask): () => void {
  endingTasks.add(task);
  return () => endingTasks.delete(task);
}

/** Runs the session-ending work, waiting at most `waitMs`: a slow server keeps no one signed in. */
export async function runSessionEndingTasks(waitMs = SESSION_ENDING_WAIT_MS): Promise<void> {
  const work = Promise.all([...endingTasks].map((task) => task().catch(() => undefined)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([work, deadline]);
  clearTimeout(timer);
}

export function rolesOf(user: CurrentUser | null): RoleName[] | null {
  if (!user) return null;
  return ROLE_NAMES.filter((role) => user.roles.includes(role));
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
}

export function useCurrentUser(): CurrentUser | null {
  return useSession().user;
}
