import type { User } from '@aula/shared';
import { ROLE_IDS } from '@aula/shared';
import { Button, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UserFields } from '../../../components/user-form/user-fields';
import { isApiError } from '../../../lib/api-client';
import { formLevelMessage, serverFieldErrors, translateInputErrors } from '../../../lib/forms';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { notifySuccess } from '../../../lib/notify';
import { toId } from '../../../lib/route-ids';
import { useStudent } from '../../../lib/students-query';
import { useVisitedViewLabel } from '../../../lib/visited-view-label';
import { useUpdateStudent } from '../api/update-student';
import type { StudentFormValues } from '../student-form';
import {
  STUDENT_FIELDS,
  updatePayload,
  updateValuesToCheck,
  valuesOfStudent,
} from '../student-form';
import { fullName } from '../../../lib/students-query';
import { GradeSelect } from '../../../components/user-form/grade-select';

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadRules = lazySchema(() =>
  import('../student-schemas').then((module) => module.updateStudentSchema),
);

function EditStudentForm({ student }: { student: User }) {
  const { t } = useTranslation(['students', 'common']);
  const navigate = useNavigate();
  const update = useUpdateStudent(student.id);
  const form = useForm<StudentFormValues>({
    mode: 'uncontrolled',
    initialValues: valuesOfStudent(student),
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadRules, updateValuesToCheck(values)))) return;
    update.mutate(updatePayload(values), {
      onSuccess: (saved) => {
        notifySuccess(t('edit.doneTitle'), t('edit.done', { name: fullName(saved) }));
        void navigate('/students');
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, STUDENT_FIELDS));
      },
    });
  });

  const failure = update.isError ? formLevelMessage(update.error, STUDENT_FIELDS) : null;

  return (
    <Stack gap={0} maw={880}>
      <PageHeader title={t('edit.heading', { name: fullName(student) })} intro={t('edit.intro')} />
      <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
        <Stack gap="lg">
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <UserFields
            form={form}
            emailRequired={false}
            personExtra={
              <GradeSelect key={form.key('grade_id')} inputProps={form.getInputProps('grade_id')} />
            }
            passwordOptional
            passwordHint={t('form.passwordKeep')}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/students" variant="default">
              {t('form.cancel')}
            </Button>
            <SubmitButton pending={update.isPending}>{t('edit.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function EditSkeleton() {
  const { t } = useTranslation('students');
  return (
    <Stack gap="lg" maw={880} role="status" aria-live="polite">
      <VisuallyHidden>{t('edit.loading')}</VisuallyHidden>
      <Stack gap="xs" aria-hidden>
        <Skeleton height={28} width="40%" />
        <Skeleton height={14} width="60%" />
      </Stack>
      {[0, 1, 2].map((section) => (
        <Stack key={section} gap="sm" aria-hidden>
          <Skeleton height={14} width="20%" />
          <Group grow>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

function StudentNotFound() {
  const { t } = useTranslation('students');
  return (
    <MessagePanel
      icon={<IconUserQuestion size={48} stroke={1.5} />}
      title={t('edit.notFoundTitle')}
      action={
        <Button component={Link} to="/students" variant="light">
          {t('edit.back')}
        </Button>
      }
    >
      {t('edit.notFoundText')}
    </MessagePanel>
  );
}

/** /students/:studentId/edit: the tutor changes a student's details. */
export function EditStudentScreen() {
  const { t } = useTranslation('students');
  const studentId = toId(useParams().studentId);
  const student = useStudent(studentId);
  const isStudent = student.data?.rol_id === ROLE_IDS.student;
  useVisitedViewLabel(student.data && isStudent ? fullName(student.data) : undefined);

  if (studentId === null) return <StudentNotFound />;
  if (student.isPending) return <EditSkeleton />;
  if (student.isError) {
    return isApiError(student.error) && student.error.status === 404 ? (
      <StudentNotFound />
    ) : (
      <Stack gap={0} maw={880}>
        <PageHeader title={t('edit.title')} />
        <QueryError error={student.error} onRetry={() => void student.refetch()} />
      </Stack>
    );
  }
  // Another tutor of the account is not edited here.
  if (!isStudent) return <StudentNotFound />;
  return <EditStudentForm key={student.data.id} student={student.data} />;
}
