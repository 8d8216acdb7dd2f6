import type { SignupTutor } from '@aula/shared';
import { Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { WalDamageAlert } from '../../../components/wal-damage-alert';
import { Can } from '../../../lib/ability';
import { formLevelMessage, translateInputErrors } from '../../../lib/forms';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { useSignupTutor } from '../api/signup-tutor';
import type { UserFormValues } from '../../../components/user-form/user-form';
import {
  chosenAvatar,
  COMMON_FIELDS,
  initialCommonValues,
  userFormResultHandlers,
} from '../../../components/user-form/user-form';
import { UserFields } from '../../../components/user-form/user-fields';

const FIELDS = COMMON_FIELDS;

function toPayload(values: UserFormValues): SignupTutor {
  return { ...values, avatar: chosenAvatar(values.avatar) };
}

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadRules = lazySchema(() =>
  import('../signup-schemas').then((module) => module.signupTutorSchema),
);

function SignupTutorForm() {
  const { t } = useTranslation('signup');
  const signup = useSignupTutor();
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    initialValues: initialCommonValues(),
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadRules, toPayload(values)))) return;
    signup.mutate(
      toPayload(values),
      userFormResultHandlers(form, FIELDS, (user) => ({
        title: t('tutor.createdTitle'),
        message: t('tutor.created', { name: `${user.firstname} ${user.lastname}` }),
      })),
    );
  });

  const failure = signup.isError ? formLevelMessage(signup.error, FIELDS) : null;

  return (
    <Stack gap={0} maw={880}>
      <PageHeader title={t('tutor.heading')} intro={t('tutor.intro')} />
      {/* The installer's home: where a notice of changes lost at start is seen and dismissed. */}
      <WalDamageAlert />
      <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
        <Stack gap="lg">
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <UserFields form={form} emailRequired />
          <Group justify="flex-end">
            <SubmitButton pending={signup.isPending}>{t('tutor.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Only users whose ability allows creating a tutor get the form. */
export function SignupTutorScreen() {
  return (
    <Can I="create" a="Tutor" passThrough>
      {(allowed) => (allowed ? <SignupTutorForm /> : <AccessDenied />)}
    </Can>
  );
}
