/**
 * Browser storage behind one small API. Storage can be unavailable (private windows, quotas),
 * so every access is guarded: a missing value reads as null and a failed write is ignored.
 */

export const STORAGE_KEYS = {
  token: 'aula.token',
  /** The roles of this browser's signed-in user, to fetch their screens' code early. */
  roles: 'aula.roles',
  language: 'aula.language',
  sidebarCollapsed: 'aula.sidebar-collapsed',
  visitedViews: 'aula.visited-views',
  lessonAudio: 'aula.lessonAudio',
} as const;

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
}

function wrap(getStorage: () => Storage): KeyValueStorage {
  const storage: KeyValueStorage = {
    get(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch {
        // Storage full or disabled: the app keeps working without persistence.
      }
    },
    remove(key) {
      try {
        getStorage().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
    clear() {
      try {
        getStorage().clear();
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
    getJson<T>(key: string) {
      const text = storage.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      storage.set(key, JSON.stringify(value));
    },
  };
  return storage;
}

export const localStore = wrap(() => window.localStorage);
export const sessionStore = wrap(() => window.sessionStorage);

export function readToken(): string | null {
  return localStore.get(STORAGE_KEYS.token);
}
