import type { AccessSubject } from '@aula/shared';
import { Divider, Group, Paper, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClusterChange } from '../api/update-content-access';

interface SubjectAccessProps {
  subject: AccessSubject;
  studentName: string;
  onChange: (changes: ClusterChange[]) => void;
}

/** Changes that turn every listed topic on or off (only those not already so). */
export function switchAll(
  clusters: readonly { id: number; enabled: boolean }[],
  enabled: boolean,
): ClusterChange[] {
  return clusters
    .filter((cluster) => cluster.enabled !== enabled)
    .map((cluster) => ({ cluster_id: cluster.id, enabled }));
}

/** A subject's topics, each with its switch, and one switch for all of them. */
export function SubjectAccess({ subject, studentName, onChange }: SubjectAccessProps) {
  const { t } = useTranslation('contentAccess');
  const total = subject.clusters.length;
  const on = subject.clusters.filter((cluster) => cluster.enabled).length;
  const allOn = total > 0 && on === total;
  const mixed = on > 0 && on < total;
  const summary = allOn
    ? t('subject.allOn')
    : mixed
      ? t('subject.someOn', { on, total })
      : t('subject.allOff');
  const headingId = `subject-${subject.id}-heading`;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={4} size="h5" id={headingId}>
            {subject.name}
          </Title>
          {total > 0 ? (
            <Switch
              size="md"
              labelPosition="left"
              label={t('subject.all')}
              description={summary}
              aria-label={t('subject.allLabel', { subject: subject.name, student: studentName })}
              checked={allOn}
              thumbIcon={mixed ? <IconMinus size={10} aria-hidden /> : undefined}
              styles={
                mixed ? { track: { backgroundColor: 'var(--mantine-color-indigo-2)' } } : undefined
              }
              onChange={(event) =>
                onChange(switchAll(subject.clusters, event.currentTarget.checked))
              }
            />
          ) : null}
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {subject.clusters.map((cluster) => (
            <Switch
              key={cluster.id}
              label={cluster.title}
              description={t('topic.lessons', { count: cluster.total_lessons })}
              aria-label={t('topic.label', { topic: cluster.title, student: studentName })}
              checked={cluster.enabled}
              onChange={(event) =>
                onChange([{ cluster_id: cluster.id, enabled: event.currentTarget.checked }])
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
