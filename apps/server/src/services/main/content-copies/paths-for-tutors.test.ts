import { describe, expect, it } from 'vitest';
import { InvalidPackError } from '@aula/content';
import { messageForTutors, packIssuesForTutors, pathForTutors } from './paths-for-tutors';

const disc = '/media/discs/Grade 3 Science';

describe('paths as a tutor reads them', () => {
  it('names a file on the disc by its place on the disc, and the disc by its name', () => {
    expect(pathForTutors(`${disc}/lessons/12/media/a.svg`, disc)).toBe('lessons/12/media/a.svg');
    expect(pathForTutors(disc, disc)).toBe('Grade 3 Science');
    expect(pathForTutors('lessons/12/lesson.json', disc)).toBe('lessons/12/lesson.json');
  });

  it("keeps only the file name of this computer's own paths", () => {
    expect(pathForTutors('/var/lib/aula/content-copies/4/x.part', disc)).toBe('x.part');
    expect(pathForTutors('/media/discs/Grade 3 Science Extra/x.json', disc)).toBe('x.json');
  });

  it("takes the server's paths out of a library's message and leaves relative ones alone", () => {
    expect(
      messageForTutors(`EIO: i/o error, read '${disc}/lessons/1/lesson.json' near lessons/1`, disc),
    ).toBe("EIO: i/o error, read 'lessons/1/lesson.json' near lessons/1");
    expect(messageForTutors('ENOSPC: no space, write /srv/aula/data/content/p', disc)).toBe(
      'ENOSPC: no space, write p',
    );
  });

  it("lists a pack's problems where they are on the disc", () => {
    const error = new InvalidPackError([
      { where: disc, message: 'pack too large (at most 10 bytes)' },
      { where: 'catalogue.json', message: 'missing' },
    ]);
    expect(packIssuesForTutors(error, disc)).toBe(
      'Grade 3 Science: pack too large (at most 10 bytes); catalogue.json: missing',
    );
  });
});
