import type { EvaluationType, LevelList, User } from '@aula/shared';
import {
  EVALUATION_MIN_GRADE_ID,
  EVALUATION_QUESTIONS_PER_SUBJECT,
  EVALUATION_TYPES,
} from '@aula/shared';
import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { IconMoodKid, IconUserPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { requiredField } from '../../../components/ui/required-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { errorText, formLevelMessage, serverFieldErrors } from '../../../lib/forms';
import { lazySchema, lazySchemaErrors } from '../../../lib/lazy-schema';
import { useLevels } from '../../../lib/levels-query';
import { notifySuccess } from '../../../lib/notify';
import { useStudent } from '../../../lib/students-query';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useGradeSubjects } from '../../../lib/grade-subjects-query';
import { useStudentChoices } from '../../../lib/student-choices';
import { StudentPicker, StudentPickerSkeleton } from '../../../components/student-picker';
import { SubjectChecklist } from './subject-checklist';

/** The rules of the request: fetched when the form is first focused, at the latest on submit. */
const loadEvaluationSchema = lazySchema(() =>
  import('../evaluation-schema').then((module) => module.createEvaluationRequestSchema),
);

/** The request's fields, which the server's 422 `fields` name. */
const FIELDS = ['student_id', 'grade_id', 'subject_ids', 'type'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Only a registered student from grade 1 upward can be evaluated (see
 * docs/product-rules.md#evaluations).
 */
function canBeEvaluated(student: User) {
  return student.grade_id !== null && student.grade_id >= EVALUATION_MIN_GRADE_ID;
}

/** The grades an evaluation can be about (every grade with content, from grade 1). */
function evaluableGrades(levels: LevelList | undefined) {
  return (levels?.items ?? [])
    .flatMap((level) => level.grades)
    .filter((grade) => grade.grade_id >= EVALUATION_MIN_GRADE_ID)
    .sort((a, b) => a.grade_id - b.grade_id);
}

function NoStudents() {
  const { t } = useTranslation('evaluation');
  return (
    <MessagePanel
      icon={<IconMoodKid size={56} stroke={1.5} />}
      title={t('noStudents.title')}
      headingOrder={3}
      action={
        <Button
          component={Link}
          to="/students/new"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t('noStudents.action')}
        </Button>
      }
    >
      {t('noStudents.text')}
    </MessagePanel>
  );
}

interface NewEvaluationFormProps {
  /** The student of the URL (`?student=`), or null. */
  studentId: number | null;
  onStudentChange: (studentId: number) => void;
}

/**
 * Sets up an evaluation: the student (preselected from the URL), the grade (the student's own
 * to begin with), the subjects of that grade (all of them to begin with) and the type. A student
 * who cannot be evaluated is said so at once; the server's refusals show on their fields. Once
 * created, the evaluation's own page opens.
 */
export function NewEvaluationForm({ studentId, onStudentChange }: NewEvaluationFormProps) {
  const { t } = useTranslation(['evaluation', 'common']);
  const navigate = useNavigate();
  const students = useStudentChoices('');
  const listed = students.data?.items.find((student) => student.id === studentId);
  // A student beyond the first hundred (a link from the student list) is read on their own.
  const lookup = useStudent(studentId, students.isSuccess && !listed);
  const student: User | null = listed ?? lookup.data ?? null;
  const blocked = student !== null && !canBeEvaluated(student);

  const levels = useLevels();
  const grades = evaluableGrades(levels.data);
  // The choices below belong to the student (and grade) they were made for: choosing another
  // student starts again from that student's grade and all of its subjects.
  const [gradeChoice, setGradeChoice] = useState<{ studentId: number | null; gradeId: number }>();
  const [subjectChoice, setSubjectChoice] = useState<{
    studentId: number | null;
    gradeId: number;
    ids: number[];
  }>();
  const [type, setType] = useState<EvaluationType>('full');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const creation = useCreateEvaluation();

  const ownGrade =
    student && !blocked && grades.some((grade) => grade.grade_id === student.grade_id)
      ? student.grade_id
      : null;
  const gradeId = gradeChoice?.studentId === studentId ? gradeChoice.gradeId : ownGrade;
  const subjects = useGradeSubjects(gradeId);
  const subjectIds =
    gradeId !== null && subjectChoice?.studentId === studentId && subjectChoice.gradeId === gradeId
      ? subjectChoice.ids
      : (subjects.data?.items.map((subject) => subject.id) ?? []);
  const questionCount = subjectIds.length * EVALUATION_QUESTIONS_PER_SUBJECT[type];

  function clearError(field: Field) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseStudent(id: number) {
    setErrors({});
    creation.reset();
    onStudentChange(id);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creation.isPending) return;
    const request = {
      student_id: studentId ?? undefined,
      grade_id: gradeId ?? undefined,
      subject_ids: subjectIds,
      type,
    };
    const found: Partial<Record<Field, string>> | null = await lazySchemaErrors(
      loadEvaluationSchema,
      request,
    );
    if (!found) return;
    if (blocked) found.student_id = 'validation.evaluation.gradeTooLow';
    setErrors(found);
    if (Object.values(found).some(Boolean) || studentId === null || gradeId === null) return;

    creation.mutate(
      { student_id: studentId, grade_id: gradeId, subject_ids: subjectIds, type },
      {
        onSuccess: (evaluation) => {
          notifySuccess(t('form.doneTitle'), t('form.done', { name: evaluation.student_name }));
          void navigate(`/evaluation/${evaluation.id}`);
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(serverFieldErrors(error, FIELDS));
          else setErrors({});
        },
      },
    );
  }

  if (students.isPending) return <StudentPickerSkeleton />;
  if (students.isError) {
    return <QueryError error={students.error} onRetry={() => void students.refetch()} />;
  }
  if (students.data.total === 0) return <NoStudents />;

  const studentError =
    errors.student_id ?? (blocked ? 'validation.evaluation.gradeTooLow' : undefined);
  const failure = creation.isError ? formLevelMessage(creation.error, FIELDS) : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadEvaluationSchema()}
      noValidate
    >
      <Stack gap="lg">
        <StudentPicker
          key={student?.id ?? 'none'}
          students={students.data.items}
          selected={student}
          onChange={chooseStudent}
          required
          error={studentError ? errorText(studentError) : undefined}
        />
        {studentId !== null && lookup.isError ? (
          <QueryError error={lookup.error} onRetry={() => void lookup.refetch()} />
        ) : null}

        <NativeSelect
          label={t('form.grade')}
          {...requiredField}
          description={student && !blocked ? t('form.gradeHint') : undefined}
          data={[
            { value: '', label: t('form.gradePlaceholder') },
            ...grades.map((grade) => ({ value: String(grade.grade_id), label: grade.name })),
          ]}
          value={gradeId === null ? '' : String(gradeId)}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            clearError('grade_id');
            clearError('subject_ids');
            if (value > 0) setGradeChoice({ studentId, gradeId: value });
          }}
          disabled={blocked}
          error={errors.grade_id ? errorText(errors.grade_id) : undefined}
          maw={480}
        />

        <SubjectChecklist
          gradeId={gradeId}
          value={subjectIds}
          onChange={(ids) => {
            clearError('subject_ids');
            if (gradeId !== null) setSubjectChoice({ studentId, gradeId, ids });
          }}
          disabled={blocked}
          error={errors.subject_ids}
        />

        <Radio.Group
          label={t('form.type')}
          value={type}
          onChange={(value) => {
            clearError('type');
            if ((EVALUATION_TYPES as readonly string[]).includes(value)) {
              setType(value as EvaluationType);
            }
          }}
          error={errors.type ? errorText(errors.type) : undefined}
        >
          <Stack gap="sm" mt="xs">
            {EVALUATION_TYPES.map((option) => (
              <Radio
                key={option}
                value={option}
                disabled={blocked}
                label={t(`form.types.${option}`, {
                  questions: EVALUATION_QUESTIONS_PER_SUBJECT[option],
                })}
                description={t(`form.types.${option}Text`)}
              />
            ))}
          </Stack>
        </Radio.Group>

        {questionCount > 0 && !blocked ? (
          <Text fw={600}>{t('form.total', { count: questionCount })}</Text>
        ) : null}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group>
          <SubmitButton pending={creation.isPending} disabled={blocked}>
            {t('form.submit')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
