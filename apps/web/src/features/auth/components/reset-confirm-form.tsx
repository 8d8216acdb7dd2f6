import { passwordResetConfirmSchema } from '@aula/shared';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import {
  errorText,
  formLevelMessage,
  schemaErrors,
  serverFieldErrors,
  translateInputErrors,
} from '../../../lib/forms';
import { usePublicLink } from '../../../lib/public-navigation';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { requiredField } from '../../../components/ui/required-field';
import { PasswordField } from '../../../components/ui/password-field';

const FIELDS = ['password', 'verify_password'] as const;

interface NewPasswordValues {
  password: string;
  verify_password: string;
}

/** Step 2, from the emailed link (`?token=`): the new password, typed twice. */
export function ResetConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmPasswordReset();
  const loginLink = usePublicLink('/login');
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', verify_password: '' },
    validate: (values) => schemaErrors(passwordResetConfirmSchema, { ...values, token }),
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit((values) => {
    confirm.mutate(
      { ...values, token },
      {
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverFieldErrors(error, FIELDS));
        },
      },
    );
  });

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <PageHeader title={t('reset.confirmHeading')} />
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {confirm.data.message}
        </Alert>
        <Button component="a" {...loginLink} fullWidth>
          {t('reset.goToLogin')}
        </Button>
      </Stack>
    );
  }

  // A token problem belongs to no input of this form: it is shown with the other failures.
  const tokenError = form.errors.token;
  const failure = confirm.isError
    ? formLevelMessage(confirm.error, FIELDS)
    : tokenError
      ? errorText(tokenError)
      : null;
  return (
    <Stack gap="md">
      <PageHeader title={t('reset.confirmHeading')} intro={t('reset.confirmIntro')} />
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            {...requiredField}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('reset.verifyPassword')}
            autoComplete="new-password"
            {...requiredField}
            key={form.key('verify_password')}
            {...form.getInputProps('verify_password')}
          />
          <SubmitButton pending={confirm.isPending} fullWidth mt="xs">
            {t('reset.save')}
          </SubmitButton>
        </Stack>
      </form>
      <Anchor {...loginLink} ta="center">
        {t('reset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
