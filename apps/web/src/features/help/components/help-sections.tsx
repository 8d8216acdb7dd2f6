import type { RoleName } from '@aula/shared';
import { Anchor, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour9, IconHeadset, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HELP_SECTION_IDS, HelpSection } from './help-section';

/** The vendor's technical support address (a neutral example domain, never a real person's). */
export const SUPPORT_EMAIL = 'support@aula.example';

const SUPPORT_REQUEST_ITEMS = ['who', 'what', 'message', 'device', 'screenshot'] as const;

function SupportEmail() {
  const { t } = useTranslation('help');
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <IconMail size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text>
        <Text component="span" fw={600}>
          {`${t('support.emailLabel')}: `}
        </Text>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
      </Text>
    </Group>
  );
}

export function SupportSection({ role }: { role: RoleName }) {
  const { t } = useTranslation('help');
  return (
    <HelpSection id={HELP_SECTION_IDS.support} heading={t('support.heading')}>
      <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-indigo-0)">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius={28} variant="white" aria-hidden>
            <IconHeadset size={32} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>{role === 'student' ? t('support.studentText') : t('support.text')}</Text>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconClockHour9 size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
              <Text>
                <Text component="span" fw={600}>
                  {`${t('support.hoursLabel')}: `}
                </Text>
                <Text component="span">{t('support.hours')}</Text>
              </Text>
            </Group>
            <SupportEmail />
            <Text size="sm" c="dimmed">
              {t('support.emailNote')}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('support.include.heading')}
        </Title>
        <List spacing={4}>
          {SUPPORT_REQUEST_ITEMS.map((item) => (
            <List.Item key={item}>{t(`support.include.items.${item}`)}</List.Item>
          ))}
        </List>
        <Text>{t('support.include.password')}</Text>
        <Text>{t('support.afterHours')}</Text>
      </Stack>
    </HelpSection>
  );
}

const TUTOR_CONTACT_ITEMS = ['account', 'privacy', 'ideas'] as const;
const STUDENT_CONTACT_ITEMS = ['lessons', 'password', 'problem'] as const;

export function ContactSection({ role }: { role: RoleName }) {
  const { t } = useTranslation('help');
  if (role === 'student') {
    return (
      <HelpSection id={HELP_SECTION_IDS.contact} heading={t('contact.heading')}>
        <Text>{t('contact.student.intro')}</Text>
        <List spacing={4}>
          {STUDENT_CONTACT_ITEMS.map((item) => (
            <List.Item key={item}>{t(`contact.student.items.${item}`)}</List.Item>
          ))}
        </List>
      </HelpSection>
    );
  }
  return (
    <HelpSection id={HELP_SECTION_IDS.contact} heading={t('contact.heading')}>
      <Text>{t('contact.tutor.intro')}</Text>
      <SupportEmail />
      <List spacing={4}>
        {TUTOR_CONTACT_ITEMS.map((item) => (
          <List.Item key={item}>{t(`contact.tutor.items.${item}`)}</List.Item>
        ))}
      </List>
      <Text>{t('contact.tutor.school')}</Text>
    </HelpSection>
  );
}

const WARRANTY_PARTS = ['promise', 'remedy', 'notCovered', 'limits', 'rights'] as const;

export function WarrantySection() {
  const { t } = useTranslation('help');
  return (
    <HelpSection id={HELP_SECTION_IDS.warranty} heading={t('warranty.heading')}>
      <Text>{t('warranty.intro')}</Text>
      {WARRANTY_PARTS.map((part) => (
        <Stack key={part} gap={4}>
          <Title order={3} size="h5">
            {t(`warranty.${part}.heading`)}
          </Title>
          <Text>{t(`warranty.${part}.text`)}</Text>
        </Stack>
      ))}
    </HelpSection>
  );
}

const PARENTS_GUIDE_TOPICS = ['routines', 'screenTime', 'encouraging', 'reports'] as const;
const TIPS = ['1', '2', '3'] as const;

export function ParentsGuideSection() {
  const { t } = useTranslation('help');
  return (
    <HelpSection id={HELP_SECTION_IDS.parentsGuide} heading={t('parentsGuide.heading')}>
      <Text>{t('parentsGuide.intro')}</Text>
      {PARENTS_GUIDE_TOPICS.map((topic) => (
        <Stack key={topic} gap={4}>
          <Title order={3} size="h4">
            {t(`parentsGuide.${topic}.heading`)}
          </Title>
          <List spacing={4}>
            {TIPS.map((tip) => (
              <List.Item key={tip}>{t(`parentsGuide.${topic}.tips.${tip}`)}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </HelpSection>
  );
}
