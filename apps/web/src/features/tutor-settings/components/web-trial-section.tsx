import type { ActivationStatus, WebTrialRegistration } from '@aula/shared';
import { Anchor, Group, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { QueryError } from '../../../components/ui/query-error';
import { requiredField } from '../../../components/ui/required-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useActivationStatus } from '../../../lib/activation-status-query';
import { isApiError } from '../../../lib/api-client';
import {
  formLevelMessage,
  keepingFocus,
  serverFieldErrors,
  translateInputErrors,
} from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { useRegisterWebTrial } from '../api/register-web-trial';

const FIELDS = ['email', 'confirm_email'] as const;

function LoadingTrial() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('webTrial.loading')}</VisuallyHidden>
      <Skeleton height={20} width={260} aria-hidden />
      <Skeleton height={36} maw={360} aria-hidden />
    </Stack>
  );
}

/** Days left (or activated), and to whom the trial is registered. */
function TrialSummary({ status }: { status: ActivationStatus }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const registered = status.trial.registered_email;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {status.activated
            ? t('webTrial.activated')
            : status.status === 'trial'
              ? t('webTrial.daysLeft', { count: status.trial.days_left })
              : t('webTrial.expired')}
        </Text>
        {status.activated ? null : (
          <Anchor component={Link} to="/activation" size="sm">
            {t('webTrial.activate')}
          </Anchor>
        )}
      </Group>
      {registered ? (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text size="sm">
            {status.trial.registered_at
              ? t('webTrial.registeredOn', {
                  email: registered,
                  date: date(status.trial.registered_at),
                })
              : t('webTrial.registered', { email: registered })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The registration's rules: fetched when the form is first focused, at the latest on submit. */
const loadRegistrationSchema = lazySchema(() =>
  import('../settings-schemas').then((module) => module.webTrialRegistrationSchema),
);

function RegistrationForm() {
  const { t } = useTranslation('settings');
  const register = useRegisterWebTrial();
  const form = useForm<WebTrialRegistration>({
    mode: 'uncontrolled',
    initialValues: { email: '', confirm_email: '' },
    enhanceGetInputProps: translateInputErrors,
  });
  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadRegistrationSchema, values))) return;
    register.mutate(values, {
      onSuccess: () => keepingFocus(() => form.reset()),
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, FIELDS));
      },
    });
  });
  const failure = register.isError ? formLevelMessage(register.error, FIELDS) : null;

  return (
    <form onSubmit={submit} onFocus={() => void loadRegistrationSchema()} noValidate>
      <Stack gap="md" maw={360}>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <TextInput
          label={t('webTrial.email')}
          type="email"
          autoComplete="email"
          {...requiredField}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('webTrial.confirmEmail')}
          type="email"
          autoComplete="off"
          {...requiredField}
          key={form.key('confirm_email')}
          {...form.getInputProps('confirm_email')}
        />
        <div>
          <SubmitButton pending={register.isPending}>{t('webTrial.register')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The web trial (180 days from the installation's first start): days left, and its
 * registration to an email address typed twice, shown afterwards as "Registered to …".
 */
export function WebTrialSection() {
  const status = useActivationStatus();
  if (status.isPending) return <LoadingTrial />;
  if (status.isError)
    return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  return (
    <Stack gap="md">
      <TrialSummary status={status.data} />
      <RegistrationForm />
    </Stack>
  );
}
