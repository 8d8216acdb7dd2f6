import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPack } from '../pack/build-pack';
import { writeSampleSources } from '../testing/sample-sources';
import { InvalidPackError } from './issues';

/**
 * Script planted in a lesson never reaches a pack: the builder refuses each form of it, in a
 * lesson body and in an SVG picture beside it. Titles and other
 * text fields go through as text; the browser journeys check they are shown as text.
 */
let dir: string;
let sources: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aula-payloads-'));
  sources = writeSampleSources(join(dir, 'src'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lessonDir = 'grades/grade-1/math/cluster-1/lesson-1';
const picture = '<img src="dots.svg" alt="Dots">';
const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The problems the builder reports with `file` of the lesson replaced by `content`. */
async function problemsWith(file: string, content: string): Promise<string[]> {
  const path = join(sources, lessonDir, file);
  const original = readFileSync(path);
  writeFileSync(path, content);
  try {
    const error = await buildPack(sources, join(dir, 'out.aulapack')).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, content).toBeInstanceOf(InvalidPackError);
    return (error as InvalidPackError).issues.map((issue) => `${issue.where}: ${issue.message}`);
  } finally {
    writeFileSync(path, original);
  }
}

describe('planted payloads in lesson sources', () => {
  it.each([
    ['<script>window.__pwned=1</script>', '<script> is not allowed'],
    ['<img src=x onerror="window.__pwned=1">', 'attribute onerror on <img> is not allowed'],
    ['<svg onload="window.__pwned=1"></svg>', '<svg> is not allowed'],
    ['<p><a href="javascript:window.__pwned=1">go</a></p>', '<a> is not allowed'],
    [
      '<p>"><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe></p>',
      '<iframe> is not allowed',
    ],
    ['<p style="background:url(javascript:1)">x</p>', 'attribute style on <p> is not allowed'],
    ['<img src="javascript:alert(1)" alt="x">', 'must name an .svg or .png file beside the lesson'],
    ['<p onmouseover="alert(1)">Hi</p>', 'attribute onmouseover on <p> is not allowed'],
  ])('refuses %s in a lesson body', async (planted, problem) => {
    const problems = await problemsWith('body.en.html', `<p>Hi</p>${planted}${picture}`);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^grade-1/math/cluster-1/lesson-1/body\\.en\\.html: .*${escape(problem)}`),
      ),
    );
  });

  it.each([
    `${svgOpen}<script>window.__pwned=1</script></svg>`,
    `${svgOpen}<rect width="1" height="1" onload="window.__pwned=1"/></svg>`,
    `${svgOpen}<a href="javascript:window.__pwned=1"><rect width="1" height="1"/></a></svg>`,
    `${svgOpen}<a xlink:href='javascript:alert(1)'><rect width="1" height="1"/></a></svg>`,
    `${svgOpen}<image href="https://example.com/track.png"/></svg>`,
  ])('refuses %s as a lesson picture', async (planted) => {
    expect(await problemsWith('dots.svg', planted)).toEqual([
      // Pictures are named by where the pack keeps them.
      'lessons/1010101/media/dots.svg: an SVG may not hold scripts, event handlers or outside links',
    ]);
  });
});
