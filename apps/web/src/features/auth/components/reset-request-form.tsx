import type { PasswordResetRequest } from '@aula/shared';
import { passwordResetRequestSchema } from '@aula/shared';
import { Alert, Anchor, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import {
  formLevelMessage,
  schemaErrors,
  serverFieldErrors,
  translateInputErrors,
} from '../../../lib/forms';
import { usePublicLink } from '../../../lib/public-navigation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { requiredField } from '../../../components/ui/required-field';

const FIELDS = ['username', 'email'] as const;

/** Step 1: username and email; the server mails a reset link when both match. */
export function ResetRequestForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const loginLink = usePublicLink('/login');
  const form = useForm<PasswordResetRequest>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '' },
    validate: (values) => schemaErrors(passwordResetRequestSchema, values),
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit((values) => {
    request.mutate(values, {
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, FIELDS));
      },
    });
  });

  const failure = request.isError ? formLevelMessage(request.error, FIELDS) : null;

  return (
    <Stack gap="md">
      <PageHeader title={t('reset.heading')} intro={t('reset.intro')} />
      {request.isSuccess ? (
        <Alert color="green" variant="light" role="status" icon={<IconMailCheck aria-hidden />}>
          {request.data.message}
        </Alert>
      ) : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('reset.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...requiredField}
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            {...requiredField}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <SubmitButton pending={request.isPending} fullWidth mt="xs">
            {t('reset.submit')}
          </SubmitButton>
        </Stack>
      </form>
      <Anchor {...loginLink} ta="center">
        {t('reset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
