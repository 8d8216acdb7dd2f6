import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextWithLink } from '../../../components/ui/text-with-link';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { useLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useUpdateMyLanguage } from '../../../lib/update-my-language';

/** The tutor's interface language, saved in their profile with PATCH /users/me. */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const update = useUpdateMyLanguage();

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={500}>{t('language.label')}</Text>
        <Group gap="sm">
          <LanguageSwitch
            size="sm"
            value={language}
            onChange={(next) =>
              update.mutate(next, { onError: (error) => notifyError(error.message) })
            }
          />
          <Group gap={4} role="status" aria-live="polite" mih={20}>
            {update.isPending ? (
              <>
                <Loader size={12} aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('language.saving')}
                </Text>
              </>
            ) : null}
            {update.isSuccess ? (
              <>
                <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
                <Text size="sm" c="green.9">
                  {t('language.saved')}
                </Text>
              </>
            ) : null}
            {update.isError ? (
              <>
                <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
                <Text size="sm" c="var(--mantine-color-error)">
                  {t('language.failed', { message: update.error.message })}
                </Text>
              </>
            ) : null}
          </Group>
        </Group>
      </Stack>
      <Text size="sm">
        <TextWithLink
          text={t('language.students')}
          tag="studentsLink"
          link={(words) => (
            <Anchor component={Link} to="/students" inherit>
              {words}
            </Anchor>
          )}
        />
      </Text>
    </Stack>
  );
}
