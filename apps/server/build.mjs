#!/usr/bin/env node
// `npm run build:server`: the server and its command-line tools compiled to plain JavaScript in
// apps/server/dist/, so that `npm start` and the npm scripts run Node alone, without compiling
// TypeScript at every start. The workspace packages (@aula/shared, @aula/db, @aula/content)
// are TypeScript sources and go into the bundle; every other package stays in node_modules.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
// `--outdir`: the test of the compiled server builds a copy of its own beside this one.
// `--entry`: more entry points for that copy (the tests' own child processes).
const { values } = parseArgs({
  options: { outdir: { type: 'string' }, entry: { type: 'string', multiple: true } },
});
const outdir = values.outdir ? resolve(values.outdir) : join(serverDir, 'dist');
const cliDir = join(serverDir, 'src', 'cli');

/** The entry points: the server, and each command-line tool (its tests are not one). */
const entryPoints = [
  join(serverDir, 'src', 'server.ts'),
  ...readdirSync(cliDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(cliDir, file)),
  ...(values.entry ?? []).map((file) => resolve(file)),
];

/** Packages from node_modules are loaded from there at run time; ours are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aula/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Files that find things beside their source (the content package's sources and built pack,
 * the repository root for data/ and the web app, a package resolved from where they are) keep
 * seeing their own source file as `import.meta.url`: the bundle lives in another folder, and
 * every such path would otherwise be wrong. The URL stays relative to the bundle, so the
 * checkout may be moved after it was built.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints,
  outdir,
  outbase: dirname(join(serverDir, 'src', 'server.ts')),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces and logs name the real functions.
  keepNames: true,
  logLevel: 'info',
  metafile: true,
  plugins: [externalPackages, sourceLocation],
});
if (result.errors.length > 0) process.exit(1);
