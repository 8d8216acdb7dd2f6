import { useParams } from 'react-router';
import { toId } from '../../lib/route-ids';
import { fullName, useStudent } from '../../lib/students-query';

/** The student of /students/:studentId/reports/…: the id from the URL and their details. */
export function useReportStudent() {
  const studentId = toId(useParams().studentId);
  const student = useStudent(studentId);
  const data = student.data;
  return {
    studentId,
    student,
    /** "Ana Ruiz", or empty while loading. */
    name: data ? fullName(data) : '',
    /** For file names: the username is unique in the account. */
    fileOwner: data ? data.username : `student-${studentId ?? 0}`,
  };
}
