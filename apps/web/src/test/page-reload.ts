import { vi } from 'vitest';

/**
 * Replaces window.location.reload (jsdom's cannot be redefined, nor does it reload) with a mock;
 * everything else still reads and writes the real location, so routers keep working.
 */
export function stubPageReload() {
  const reload = vi.fn();
  const location = window.location;
  // An empty target: the real location's properties cannot be redefined, not even by a proxy.
  const stand = new Proxy({} as Location, {
    get(_target, key) {
      if (key === 'reload') return reload;
      const value: unknown = Reflect.get(location, key);
      return typeof value === 'function' ? (value as () => unknown).bind(location) : value;
    },
    set(_target, key, value) {
      return Reflect.set(location, key, value);
    },
  });
  vi.stubGlobal('location', stand);
  return reload;
}
