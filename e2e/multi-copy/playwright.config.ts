import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';
import { balancerUrl } from './copies';

/**
 * The journey through many copies: the same browser settings as the other journeys, against
 * two copies of every service behind a balancer. One worker: the journey pins the balancer.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  use: { ...baseConfig.use, baseURL: balancerUrl },
  webServer: {
    command: 'node --import tsx start-copies.ts',
    url: `${balancerUrl}/__balancer/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
