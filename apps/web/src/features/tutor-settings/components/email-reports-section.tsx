import type {
  EmailReportFrequency,
  EmailReportSettings,
  UpdateEmailReportSettings,
} from '@aula/shared';
import { EMAIL_REPORT_FREQUENCIES } from '@aula/shared';
import {
  Group,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { QueryError } from '../../../components/ui/query-error';
import { requiredField } from '../../../components/ui/required-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import {
  formLevelMessage,
  keepingFocus,
  serverFieldErrors,
  translateInputErrors,
} from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { useCurrentUser } from '../../../lib/session';
import { useEmailReportSettings } from '../api/get-email-report-settings';
import { useUpdateEmailReportSettings } from '../api/update-email-report-settings';

interface EmailReportValues {
  enabled: boolean;
  address: string;
  frequency: EmailReportFrequency;
}

const FIELDS = ['enabled', 'address', 'frequency'] as const;

/** Days and weeks of the reports are counted where the tutor is: the browser's time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function payloadOf(values: EmailReportValues): UpdateEmailReportSettings {
  return { ...values, time_zone: browserTimeZone() };
}

function LoadingSettings() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('emailReports.loading')}</VisuallyHidden>
      <Skeleton height={24} width={200} aria-hidden />
      <Skeleton height={36} maw={360} aria-hidden />
      <Skeleton height={20} width={240} aria-hidden />
    </Stack>
  );
}

function LastSent({ at }: { at: string | null }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  if (!at) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(at),
  );
  return (
    <Group gap={6} wrap="nowrap">
      <IconMailCheck size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('emailReports.lastSent', { date })}
      </Text>
    </Group>
  );
}

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadEmailReportsSchema = lazySchema(() =>
  import('../settings-schemas').then((module) => module.updateEmailReportSettingsSchema),
);

function EmailReportsForm({ settings }: { settings: EmailReportSettings }) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const update = useUpdateEmailReportSettings();
  const form = useForm<EmailReportValues>({
    mode: 'uncontrolled',
    initialValues: {
      enabled: settings.enabled,
      // Reports turned off with the address cleared: offer the tutor's own again.
      address: settings.address || user?.email || '',
      frequency: settings.frequency,
    },
    enhanceGetInputProps: translateInputErrors,
  });
  // The one value the form shows elsewhere than in its input: re-rendered when it changes only.
  const off = !form.useWatchValue('enabled');

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, loadEmailReportsSchema, payloadOf(values)))) return;
    update.mutate(payloadOf(values), {
      onSuccess: (saved) => {
        const next = {
          enabled: saved.enabled,
          address: saved.address || values.address,
          frequency: saved.frequency,
        };
        keepingFocus(() => form.setValues(next));
        form.resetDirty(next);
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, FIELDS));
      },
    });
  });

  const failure = update.isError ? formLevelMessage(update.error, FIELDS) : null;

  return (
    <form onSubmit={submit} onFocus={() => void loadEmailReportsSchema()} noValidate>
      <Stack gap="md">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Switch
          label={t('emailReports.enabled')}
          key={form.key('enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          label={t('emailReports.address')}
          type="email"
          autoComplete="email"
          maw={360}
          disabled={off}
          {...(off ? {} : requiredField)}
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <Radio.Group
          label={t('emailReports.frequency')}
          key={form.key('frequency')}
          {...form.getInputProps('frequency')}
        >
          <Group gap="lg" mt={6}>
            {EMAIL_REPORT_FREQUENCIES.map((frequency) => (
              <Radio
                key={frequency}
                value={frequency}
                label={t(`emailReports.frequencies.${frequency}`)}
                disabled={off}
              />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('emailReports.timeZone', { timeZone: browserTimeZone() })}
        </Text>
        <LastSent at={settings.last_sent_at} />
        <Group gap="sm">
          <SubmitButton pending={update.isPending}>{t('emailReports.save')}</SubmitButton>
          <Group gap={4} role="status" aria-live="polite" mih={20}>
            {update.isSuccess && !form.isDirty() ? (
              <>
                <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
                <Text size="sm" c="green.9">
                  {t('emailReports.saved')}
                </Text>
              </>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Emailed reports: on or off, the address and how often, saved with the browser's time zone
 * (where the tutor's days and weeks are counted), and when the last one went out.
 */
export function EmailReportsSection() {
  const settings = useEmailReportSettings();
  if (settings.isPending) return <LoadingSettings />;
  if (settings.isError)
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <EmailReportsForm settings={settings.data} />;
}
