import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UserFields } from '../../../components/user-form/user-fields';
import { isApiError } from '../../../lib/api-client';
import { formLevelMessage, serverFieldErrors, translateInputErrors } from '../../../lib/forms';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useRegisterStudent } from '../api/register-student';
import type { StudentFormValues } from '../student-form';
import { emptyStudentValues, registerPayload, STUDENT_FIELDS } from '../student-form';
import { fullName } from '../../../lib/students-query';
import { GradeSelect } from '../../../components/user-form/grade-select';

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadRules = lazySchema(() =>
  import('../student-schemas').then((module) => module.signupStudentFormSchema),
);

/** /students/new: a tutor registers a student they look after. */
export function RegisterStudentScreen() {
  const { t } = useTranslation(['students', 'common']);
  const navigate = useNavigate();
  const registration = useRegisterStudent();
  const tutor = useCurrentUser();
  const form = useForm<StudentFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyStudentValues(tutor?.name_of_the_school),
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadRules, registerPayload(values)))) return;
    registration.mutate(registerPayload(values), {
      onSuccess: (student) => {
        notifySuccess(t('register.doneTitle'), t('register.done', { name: fullName(student) }));
        void navigate('/students');
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, STUDENT_FIELDS));
      },
    });
  });

  const failure = registration.isError
    ? formLevelMessage(registration.error, STUDENT_FIELDS)
    : null;

  return (
    <Stack gap={0} maw={880}>
      <PageHeader title={t('register.heading')} intro={t('register.intro')} />
      <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
        <Stack gap="lg">
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <UserFields
            form={form}
            emailRequired={false}
            personExtra={
              <GradeSelect key={form.key('grade_id')} inputProps={form.getInputProps('grade_id')} />
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/students" variant="default">
              {t('form.cancel')}
            </Button>
            <SubmitButton pending={registration.isPending}>{t('register.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
