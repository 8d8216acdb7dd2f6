import { VitePWA } from 'vite-plugin-pwa';

/** Indigo 7: the brand colour of the icon and the header. */
const THEME_COLOR = '#3b5bdb';

/**
 * The web app as a PWA (vite-plugin-pwa, Workbox's generateSW). The service worker precaches
 * the built app and answers every navigation with index.html, so the app opens even when the
 * web server is slow or away. It never caches /config.json (made per request by the server)
 * nor anything of the three services, which sit on other ports: those always go to the
 * network.
 *
 * registerType 'prompt': a new version waits until the user presses the update button
 * (lib/app-update.ts registers the worker and asks it to take over), so a student is never
 * reloaded in the middle of a quiz.
 */
export function progressiveWebApp(buildId: string) {
  return VitePWA({
    registerType: 'prompt',
    // We register the worker ourselves (lib/app-update.ts), guarded for test DOMs.
    injectRegister: false,
    filename: 'sw.js',
    includeAssets: ['favicon.svg', 'icons/*.png'],
    manifest: {
      name: 'Aula',
      short_name: 'Aula',
      description: 'Aula: course content for K-12 students and their tutors',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      // The largest chunks (charts, PDF) are still part of the app.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: 'index.html',
      // Run-time answers of the web server itself, never the app shell.
      navigateFallbackDenylist: [/^\/config\.json$/, /^\/health$/],
      cleanupOutdatedCaches: true,
      // The first worker takes charge of the page that installed it, so that page too is told
      // of the next version; later versions still wait for the click (no skipWaiting).
      clientsClaim: true,
      // The page's version of index.html is the build id, so a new build (even one whose
      // page differs only in its id) is a new version to the service worker.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === 'index.html' ? { ...entry, revision: buildId } : entry,
          ),
          warnings: [],
        }),
      ],
    },
    devOptions: { enabled: false },
  });
}
