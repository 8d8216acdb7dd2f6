import type { SignupStudent } from '@aula/shared';
import { Alert, Anchor, Group, NativeSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Can } from '../../../lib/ability';
import { formLevelMessage, translateInputErrors } from '../../../lib/forms';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { useTutors } from '../../../lib/tutors-query';
import { useSignupStudent } from '../api/signup-student';
import type { UserFormValues } from '../../../components/user-form/user-form';
import {
  chosenAvatar,
  COMMON_FIELDS,
  initialCommonValues,
  userFormResultHandlers,
} from '../../../components/user-form/user-form';
import { GradeSelect } from '../../../components/user-form/grade-select';
import { UserFields } from '../../../components/user-form/user-fields';
import { requiredField } from '../../../components/ui/required-field';

interface StudentFormValues extends UserFormValues {
  grade_id: string;
  tutor_id: string;
}

const FIELDS = [...COMMON_FIELDS, 'grade_id', 'tutor_id'] as const;

function toPayload(values: StudentFormValues): SignupStudent {
  return {
    ...values,
    email: values.email.trim() === '' ? undefined : values.email,
    grade_id: values.grade_id === '' ? Number.NaN : Number(values.grade_id),
    tutor_id: values.tutor_id === '' ? undefined : Number(values.tutor_id),
    avatar: chosenAvatar(values.avatar),
  };
}

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadRules = lazySchema(() =>
  import('../signup-schemas').then((module) => module.signupStudentFormSchema),
);

/** An installer's student must have a tutor; the schema leaves it optional for tutors' own. */
function withTutorRequired(values: StudentFormValues) {
  return (errors: Record<string, string>) =>
    values.tutor_id === ''
      ? { ...errors, tutor_id: errors.tutor_id ?? 'validation.tutor.required' }
      : errors;
}

function SignupStudentForm() {
  const { t } = useTranslation(['signup', 'common']);
  const signup = useSignupStudent();
  const tutors = useTutors();
  const form = useForm<StudentFormValues>({
    mode: 'uncontrolled',
    initialValues: { ...initialCommonValues(), grade_id: '', tutor_id: '' },
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadRules, toPayload(values), withTutorRequired(values))))
      return;
    signup.mutate(
      toPayload(values),
      userFormResultHandlers(form, FIELDS, (user) => ({
        title: t('student.createdTitle'),
        message: t('student.created', { name: `${user.firstname} ${user.lastname}` }),
      })),
    );
  });

  const schoolOfTutor = (tutorId: string) =>
    tutors.data?.items.find((tutor) => String(tutor.id) === tutorId)?.name_of_the_school ?? '';
  const tutorInput = form.getInputProps('tutor_id');
  // A student usually goes to their tutor's school: choosing the tutor fills it in, unless
  // the installer typed a school other than the previous tutor's.
  const chooseTutor = (event: ChangeEvent<HTMLSelectElement>) => {
    const { name_of_the_school: school, tutor_id: previousTutor } = form.getValues();
    if (school.trim() === '' || school === schoolOfTutor(previousTutor))
      form.setFieldValue('name_of_the_school', schoolOfTutor(event.currentTarget.value));
    tutorInput.onChange(event);
  };

  const tutorOptions = tutors.isSuccess
    ? [
        { value: '', label: t('fields.tutorPlaceholder') },
        ...tutors.data.items.map((tutor) => ({
          value: String(tutor.id),
          label: `${tutor.firstname} ${tutor.lastname} (${tutor.username})`,
        })),
      ]
    : [{ value: '', label: t('fields.tutorsLoading') }];

  const personExtra = (
    <>
      <GradeSelect key={form.key('grade_id')} inputProps={form.getInputProps('grade_id')} />
      <NativeSelect
        label={t('fields.tutor')}
        {...requiredField}
        disabled={!tutors.isSuccess}
        data={tutorOptions}
        key={form.key('tutor_id')}
        {...tutorInput}
        onChange={chooseTutor}
      />
    </>
  );

  const failure = signup.isError ? formLevelMessage(signup.error, FIELDS) : null;

  return (
    <Stack gap={0} maw={880}>
      <PageHeader title={t('student.heading')} intro={t('student.intro')} />
      <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
        <Stack gap="lg">
          {tutors.isSuccess && tutors.data.items.length === 0 ? (
            <Alert color="indigo" variant="light" icon={<IconInfoCircle aria-hidden />}>
              <Anchor component={Link} to="/signup/tutor">
                {t('student.noTutors')}
              </Anchor>
            </Alert>
          ) : null}
          {tutors.isError ? <ErrorAlert>{tutors.error.message}</ErrorAlert> : null}
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <UserFields form={form} emailRequired={false} personExtra={personExtra} />
          <Group justify="flex-end">
            <SubmitButton pending={signup.isPending}>{t('student.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Only users whose ability allows creating a student get the form. */
export function SignupStudentScreen() {
  return (
    <Can I="create" a="Student" passThrough>
      {(allowed) => (allowed ? <SignupStudentForm /> : <AccessDenied />)}
    </Can>
  );
}
