import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';

/**
 * Lighthouse on its own, after the other journeys: its performance score times the page on
 * this machine, so it runs alone (one worker, nothing else loading the cores) on a fresh
 * installation of the same kind as theirs.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  webServer: { ...baseConfig.webServer, command: 'node ../support/start-server.mjs' },
});
