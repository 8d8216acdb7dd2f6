import type { StudentSummary, TestPassPercent, TestTimeSeconds } from '@aula/shared';
import { TEST_PASS_PERCENTS, TEST_TIME_OPTIONS_SECONDS } from '@aula/shared';
import { Anchor, Group, Loader, NativeSelect, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconListCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { LabelledCell } from '../../../components/ui/responsive-table';
import { notifyError } from '../../../lib/notify';
import type { TestSettingsChange } from '../api/update-test-settings';
import { useUpdateTestSettings } from '../api/update-test-settings';
import { timeOptions } from '../time-options';

function isTimeOption(value: number): value is TestTimeSeconds {
  return (TEST_TIME_OPTIONS_SECONDS as readonly number[]).includes(value);
}

function isPassMark(value: number): value is TestPassPercent {
  return (TEST_PASS_PERCENTS as readonly number[]).includes(value);
}

function RowStatus({ state }: { state: 'idle' | 'pending' | 'success' | 'error' }) {
  const { t } = useTranslation('settings');
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite" mih={18}>
      {state === 'pending' ? (
        <>
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('study.status.saving')}
          </Text>
        </>
      ) : null}
      {state === 'success' ? (
        <>
          <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="xs" c="green.9">
            {t('study.status.saved')}
          </Text>
        </>
      ) : null}
      {state === 'error' ? (
        <>
          <IconAlertCircle size={14} color="var(--mantine-color-error)" aria-hidden />
          <Text size="xs" c="var(--mantine-color-error)">
            {t('study.status.failed')}
          </Text>
        </>
      ) : null}
    </Group>
  );
}

interface TestSettingsRowProps {
  student: StudentSummary;
  highlighted: boolean;
  rowRef?: Ref<HTMLTableRowElement>;
  switchRef?: Ref<HTMLInputElement>;
}

/**
 * One student: tests on or off, the time per question and the pass mark that completes a
 * topic, each saved as soon as it changes.
 */
export function TestSettingsRow({ student, highlighted, rowRef, switchRef }: TestSettingsRowProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateTestSettings(student.id);
  const name = `${student.firstname} ${student.lastname}`;
  const current: TestSettingsChange = {
    tests_enabled: student.tests_enabled,
    seconds_per_question: student.seconds_per_question,
    pass_percent: student.pass_percent,
  };

  function save(settings: TestSettingsChange) {
    update.mutate(
      { settings, previous: current },
      { onError: (error) => notifyError(error.message, t('study.failedTitle', { student: name })) },
    );
  }

  return (
    <Table.Tr
      ref={rowRef}
      id={`student-${student.id}`}
      data-highlighted={highlighted || undefined}
      bg={highlighted ? 'var(--mantine-color-yellow-0)' : undefined}
      style={highlighted ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)' } : undefined}
    >
      <LabelledCell label={t('study.columns.student')}>
        <Group gap="sm" wrap="nowrap">
          <AvatarPicture avatar={student.avatar} size={32} decorative />
          <Stack gap={0}>
            <Text fw={500}>{name}</Text>
            <Text size="xs" c="dimmed">
              {student.username}
            </Text>
            <RowStatus state={update.status} />
          </Stack>
        </Group>
      </LabelledCell>
      <LabelledCell label={t('study.columns.tests')}>
        <Switch
          ref={switchRef}
          aria-label={t('study.testsLabel', { student: name })}
          checked={student.tests_enabled}
          onChange={(event) => save({ ...current, tests_enabled: event.currentTarget.checked })}
        />
      </LabelledCell>
      <LabelledCell label={t('study.columns.time')}>
        <NativeSelect
          aria-label={t('study.timeLabel', { student: name })}
          data={timeOptions(t)}
          value={String(student.seconds_per_question)}
          disabled={!student.tests_enabled}
          description={student.tests_enabled ? undefined : t('study.timeOff')}
          inputWrapperOrder={['label', 'input', 'description']}
          onChange={(event) => {
            const seconds = Number(event.currentTarget.value);
            if (isTimeOption(seconds)) save({ ...current, seconds_per_question: seconds });
          }}
          miw={130}
        />
      </LabelledCell>
      <LabelledCell label={t('study.columns.pass')}>
        <NativeSelect
          aria-label={t('study.passLabel', { student: name })}
          data={TEST_PASS_PERCENTS.map((mark) => ({
            value: String(mark),
            label: mark === 0 ? t('study.passAny') : t('study.passPercent', { percent: mark }),
          }))}
          value={String(student.pass_percent)}
          disabled={!student.tests_enabled}
          onChange={(event) => {
            const mark = Number(event.currentTarget.value);
            if (isPassMark(mark)) save({ ...current, pass_percent: mark });
          }}
          miw={130}
        />
      </LabelledCell>
      <LabelledCell label={t('study.columns.topics')}>
        <Anchor
          component={Link}
          to={`/manage-content-by-grade?student=${student.id}`}
          aria-label={t('study.topicsLabel', { student: name })}
          size="sm"
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconListCheck size={16} aria-hidden />
            {t('study.topics')}
          </Group>
        </Anchor>
      </LabelledCell>
    </Table.Tr>
  );
}
