import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Markup other people typed or authored, each piece of which would set window.__pwned (or open
 * a dialog) if a browser ever ran it. A journey plants them and checks that they stay text.
 */
export const payload = (where: string) => ({
  img: `<img src=x onerror="window.__pwned='${where}'">`,
  script: `<script>window.__pwned='${where}'</script>`,
  svg: `"><svg onload="window.__pwned='${where}'">`,
  iframe: `"><iframe srcdoc="<script>parent.__pwned='${where}'</script>">`,
  link: `<a href="javascript:window.__pwned='${where}'">${where}</a>`,
});

/** Every payload form, planted in a lesson body after its sentence (see content-disc.ts). */
export const plantedLessonMarkup = Object.values(payload('lesson body')).join('');

/** A lesson picture with script in each form an SVG can carry it. */
export const plantedPicture = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="window.__pwned='lesson picture'">`,
  `<script>window.__pwned='lesson picture'</script>`,
  `<a href="javascript:window.__pwned='lesson picture'"><circle cx="5" cy="5" r="4"/></a></svg>`,
].join('');

export interface Watch {
  dialogs: string[];
  /** Content Security Policy reports: a blocked payload is fine (the policy did its job). */
  csp: string[];
}

export function watchForPayloads(page: Page): Watch {
  const seen: Watch = { dialogs: [], csp: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.csp.push(message.text());
  });
  return seen;
}

/** Nothing ran: no window.__pwned in the page or any of its frames, and no dialog. */
export async function expectNothingRan(page: Page, seen: Watch, where: string) {
  // Gives a failing <img src=x> the moment its error handler would need.
  await page.waitForLoadState('networkidle');
  for (const frame of page.frames()) {
    const pwned = await frame
      .evaluate(() => (window as { __pwned?: unknown }).__pwned)
      .catch(() => undefined);
    expect(pwned, where).toBeUndefined();
  }
  expect(seen.dialogs, where).toEqual([]);
}

/** Says which payloads the policy blocked, for the run's log; a report is not a failure. */
export function reportCsp(seen: Watch) {
  if (seen.csp.length > 0) console.log(`CSP reports (payloads blocked):\n${seen.csp.join('\n')}`);
}

/** Packs a one-page book with the repository's own packer (see book-writer.ts). */
export function writeBook(zipFile: string, fields: Record<string, unknown>) {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'book-writer.ts'),
      zipFile,
      JSON.stringify(fields),
    ],
    { cwd: join(import.meta.dirname, '..', '..'), encoding: 'utf8' },
  );
}
