#!/usr/bin/env node
// `npm run notice`: writes NOTICE, the licences of the third-party packages Aula ships (the
// production dependencies in package-lock.json). `npm run notice -- --check` writes nothing
// and fails when NOTICE is out of date or a package's licence is not one Aula may ship.
// license-checker-rseidelsohn reads each installed package's licence; its own --production
// sees no dependencies of npm workspaces, so the lock file says which packages ship (those not
// marked dev). Platform binaries (optional packages) are left out: NOTICE is the same on every
// computer. Nothing here uses the network.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { root } from './stale-builds.mjs';

/** Licences a shipped package may have (SPDX). An `OR` needs one of them, an `AND` all. */
export const allowedLicenses = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
  'MPL-2.0',
  'CC-BY-4.0',
  'Zlib',
  // dictionary-es, used under MPL-1.1 (see the header below).
  'MPL-1.1',
  // dictionary-en's package.json says "(MIT AND BSD)": SCOWL's word list terms.
  'BSD',
]);

/**
 * Packages the checker only guesses ("MIT*", from their files) although their package.json
 * names the licence: what that says.
 */
const clarified = {
  'dictionary-en': '(MIT AND BSD)',
  'png-js': 'MIT',
};

const HEADER = `Third-party software in Aula
============================

Aula (MIT, see LICENSE) ships the packages below: the production dependencies of the server
and the web app in package-lock.json. This file is generated: \`npm run notice\` writes it from
the installed packages with license-checker-rseidelsohn, and \`npm test\` checks that it is up
to date (\`npm run notice -- --check\`). Do not edit it by hand.

dictionary-es is offered under "GPL-3.0 OR LGPL-3.0 OR MPL-1.1". Aula uses it under MPL-1.1:
the MPL is a file-level copyleft, so its files may be shipped beside code under another licence
such as MIT as long as they stay under the MPL with their source available. Aula ships the
dictionary files unmodified, as published in the npm package dictionary-es (their source:
https://github.com/wooorm/dictionaries), and makes no change to them.
`;

/** True when an SPDX expression is satisfied by the allow list. */
export function allowed(expression) {
  const bare = expression.replace(/^\(|\)$/g, '').trim();
  if (bare.includes(' OR ')) return bare.split(' OR ').some((part) => allowed(part));
  if (bare.includes(' AND ')) return bare.split(' AND ').every((part) => allowed(part));
  return allowedLicenses.has(bare);
}

/** name@version of each package the lock file ships: not dev-only, not a platform binary. */
export function shippedPackages(lock) {
  const shipped = new Set();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/') || entry.dev || entry.optional || entry.link) continue;
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    shipped.add(`${name}@${entry.version}`);
  }
  return shipped;
}

const isLicenseFile = (file) => /^(licen[cs]e|copying)/i.test(basename(file));

/** NOTICE's text from the checker's findings (`installed`: its JSON, by name@version). */
export function noticeText(installed, shipped) {
  const entries = Object.entries(installed)
    .filter(([id]) => shipped.has(id))
    .sort(([a], [b]) => a.localeCompare(b));
  const sections = entries.map(([id, info]) => {
    const name = id.slice(0, id.lastIndexOf('@'));
    const license = clarified[name] ?? [info.licenses].flat().join(' OR ');
    const lines = [`${id}`, `License: ${license}`];
    if (info.repository) lines.push(`Repository: ${info.repository}`);
    if (info.publisher) lines.push(`Publisher: ${info.publisher}`);
    if (info.licenseFile && isLicenseFile(info.licenseFile) && existsSync(info.licenseFile))
      lines.push('', readFileSync(info.licenseFile, 'utf8').replace(/\r\n/g, '\n').trim());
    return { name, license, text: lines.join('\n') };
  });
  const rule = `\n\n${'-'.repeat(79)}\n\n`;
  return {
    text: `${HEADER}${rule}${sections.map((section) => section.text).join(rule)}\n`,
    refused: sections.filter((section) => !allowed(section.license)),
  };
}

async function installedLicenses() {
  const checker = join(
    root,
    'node_modules/license-checker-rseidelsohn/bin/license-checker-rseidelsohn.js',
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [checker, '--excludePrivatePackages', '--json', '--start', root],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const { text, refused } = noticeText(await installedLicenses(), shippedPackages(lock));
  if (refused.length > 0) {
    console.error('These production dependencies have a licence Aula does not ship:');
    for (const { name, license } of refused) console.error(`  ${name}: ${license}`);
    console.error('Replace them, or add the licence to the allow list in scripts/notice.mjs.');
    process.exit(1);
  }
  const noticeFile = join(root, 'NOTICE');
  if (!values.check) {
    writeFileSync(noticeFile, text);
    console.log('Wrote NOTICE.');
    return;
  }
  const current = existsSync(noticeFile) ? readFileSync(noticeFile, 'utf8') : '';
  if (current !== text) {
    console.error(
      'NOTICE is out of date with the production dependencies: run `npm run notice` and commit it.',
    );
    process.exit(1);
  }
  console.log('NOTICE is up to date.');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
