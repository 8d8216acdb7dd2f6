import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchScreenCode } from './role-routes';

const fetched = vi.hoisted(() => ({ texts: [] as string[], layouts: [] as string[], screens: 0 }));

vi.mock('../locales/load-texts', () => ({
  loadTexts: (language: string, namespace: string) => {
    fetched.texts.push(`${language}/${namespace}`);
    return Promise.resolve({});
  },
}));
vi.mock('./layout-loaders', () => ({
  layoutLoaders: new Proxy(
    {},
    {
      get: (_, role: string) => () => {
        fetched.layouts.push(role);
        return Promise.resolve(() => null);
      },
    },
  ),
}));
vi.mock('../features/students/components/students-screen', () => {
  fetched.screens += 1;
  return { StudentsScreen: () => null };
});

describe("fetching a returning user's screen before the app runs", () => {
  beforeEach(() => {
    fetched.texts = [];
    fetched.layouts = [];
  });

  it("starts the layout, the screen and the texts of both, in the page's language", async () => {
    prefetchScreenCode(['tutor'], '/students', 'es');
    expect(fetched.layouts).toEqual(['tutor']);
    // The sidebar's texts and the screen's title.
    expect(fetched.texts).toEqual(expect.arrayContaining(['es/common', 'es/students']));
    expect(fetched.texts.every((text) => text.startsWith('es/'))).toBe(true);
    await vi.waitFor(() => expect(fetched.screens).toBe(1));
  });

  it('fetches nothing for a path no screen of those roles has', () => {
    prefetchScreenCode(['student'], '/students', 'en');
    expect(fetched.layouts).toEqual([]);
    expect(fetched.texts).toEqual([]);
  });
});
