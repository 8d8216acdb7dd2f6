import { readBundledPackYaml, readSubjectAlone } from '../sources/read-subject-alone';

/** One subject of the bundled curriculum read on its own, as `npm run check:subject` reads it. */
export function readBundledSubject(gradePath: string, subjectFolder: string) {
  const grade = readBundledPackYaml().grades.find((candidate) => candidate.path === gradePath);
  if (!grade?.subjects.includes(subjectFolder))
    throw new Error(`The bundled pack has no subject ${gradePath}/${subjectFolder}`);
  return readSubjectAlone(grade, subjectFolder);
}
