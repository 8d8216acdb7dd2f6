import type { SignupTutor, User } from '@aula/shared';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { UserFormValues } from '../../../components/user-form/user-form';
import {
  chosenAvatar,
  COMMON_FIELDS,
  initialCommonValues,
} from '../../../components/user-form/user-form';
import { UserFields } from '../../../components/user-form/user-fields';
import { Can } from '../../../lib/ability';
import { isApiError } from '../../../lib/api-client';
import { formLevelMessage, serverFieldErrors, translateInputErrors } from '../../../lib/forms';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useRegisterTutor } from '../api/register-tutor';

const FIELDS = COMMON_FIELDS;

function toPayload(values: UserFormValues): SignupTutor {
  return { ...values, avatar: chosenAvatar(values.avatar) };
}

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadRules = lazySchema(() =>
  import('../tutor-schemas').then((module) => module.signupTutorSchema),
);

function NewTutorForm() {
  const { t } = useTranslation('tutors');
  const navigate = useNavigate();
  const me = useCurrentUser();
  const register = useRegisterTutor();
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    // Tutors of one account usually share the school: start from the signed-in tutor's.
    initialValues: { ...initialCommonValues(), name_of_the_school: me?.name_of_the_school ?? '' },
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadRules, toPayload(values)))) return;
    register.mutate(toPayload(values), {
      onSuccess: (user: User) => {
        notifySuccess(
          t('new.createdTitle'),
          t('new.created', { name: `${user.firstname} ${user.lastname}` }),
        );
        void navigate('/tutors');
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, FIELDS));
      },
    });
  });

  const failure = register.isError ? formLevelMessage(register.error, FIELDS) : null;

  return (
    <Stack gap={0} maw={880}>
      <PageHeader title={t('new.heading')} intro={t('new.intro')} />
      <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
        <Stack gap="lg">
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <UserFields form={form} emailRequired />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/tutors" variant="default">
              {t('new.cancel')}
            </Button>
            <SubmitButton pending={register.isPending}>{t('new.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** A tutor registers another tutor into their own family or school account. */
export function NewTutorScreen() {
  return (
    <Can I="create" a="Tutor" passThrough>
      {(allowed) => (allowed ? <NewTutorForm /> : <AccessDenied />)}
    </Can>
  );
}
