import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  NativeSelect,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { ContentCopyPlan } from '@aula/shared';
import { ACTIVE_COPY_STATUSES } from '@aula/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { useLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { contentCopyPlansQueryKey, useContentCopyPlan } from '../api/get-content-copy-plan';
import { useContentDiscs } from '../api/get-content-discs';
import { useLatestContentCopy } from '../api/get-latest-content-copy';
import { useStartContentCopy } from '../api/start-content-copy';
import { CopyProgress } from './copy-progress';
import { ReadFromChoice } from './read-from-choice';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={36} width={320} aria-hidden />
      <Skeleton height={24} width={240} aria-hidden />
    </Stack>
  );
}

/** Bytes a copy of these grades takes: what every copy needs, the grades, and those already here. */
function totalBytes(plan: ContentCopyPlan, chosen: ReadonlySet<number>): number {
  // Nothing is copied until a grade is chosen.
  if (chosen.size === 0) return 0;
  return plan.grades
    .filter((grade) => chosen.has(grade.grade_id) || grade.installed)
    .reduce((sum, grade) => sum + grade.bytes, plan.shared_bytes);
}

interface GradesFormProps {
  disc: string;
  plan: ContentCopyPlan;
  packKey: string | undefined;
  copyRunning: boolean;
}

/** Tick grades (each with its size; those already here say so), see the total, and copy. */
function GradesForm({ disc, plan, packKey, copyRunning }: GradesFormProps) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const start = useStartContentCopy();
  const [chosen, setChosen] = useState<string[]>([]);
  const [gradeError, setGradeError] = useState<string | null>(null);
  const chosenIds = new Set(chosen.map(Number));
  const anyInstalled = plan.grades.some((grade) => grade.installed);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Checked here too, so the message comes at once; the server says the same.
    if (chosen.length === 0) {
      setGradeError(t('copyContent.gradesRequired'));
      return;
    }
    start.mutate(
      { disc, grade_ids: [...chosenIds], pack_key: packKey },
      {
        onSuccess: () => setChosen([]),
        onError: (error) => {
          const field = isApiError(error) ? error.fields?.grade_ids : undefined;
          if (field) setGradeError(field);
          else notifyError(error.message, t('copyContent.startFailed'));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t('copyContent.pack', { title: plan.pack.title[language], version: plan.pack.version })}
        </Text>
        <Checkbox.Group
          label={t('copyContent.grades')}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            if (value.length > 0) setGradeError(null);
          }}
          error={gradeError}
        >
          <Stack gap="xs" mt="xs">
            {plan.grades.map((grade) => (
              <Checkbox
                key={grade.grade_id}
                value={String(grade.grade_id)}
                label={`${grade.name[language]} (${formatBytes(grade.bytes, language)})`}
                description={grade.installed ? t('copyContent.installed') : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" fw={600} aria-live="polite">
          {t('copyContent.total', { size: formatBytes(totalBytes(plan, chosenIds), language) })}
        </Text>
        {anyInstalled ? (
          <Text size="xs" c="dimmed">
            {t('copyContent.totalHint')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={start.isPending} disabled={copyRunning}>
            {t('copyContent.copy')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the pack key of a locked disc (none known yet, or the one given is wrong). */
function PackKeyForm({ error, onUnlock }: { error?: string; onUnlock: (key: string) => void }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) onUnlock(draft.trim());
      }}
    >
      <Stack gap="sm">
        <PasswordInput
          label={t('copyContent.packKey')}
          description={t('copyContent.needsKey')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          maw={360}
        />
        <Group>
          <Button type="submit" variant="default">
            {t('copyContent.unlock')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings › Copy content to drive: choose a disc (a folder the server lists), tick grades and
 * copy them with a progress bar that can be cancelled and resumed; then where lessons are read
 * from. The copy's progress is polled while it runs.
 */
export function CopyContentSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const discs = useContentDiscs();
  const latest = useLatestContentCopy();
  const [chosenDisc, setChosenDisc] = useState<string | null>(null);
  const [packKey, setPackKey] = useState<string>();
  const items = discs.data?.items ?? [];
  // The first disc is chosen until the tutor picks another (usually there is one drive).
  const disc =
    chosenDisc && items.some((item) => item.name === chosenDisc)
      ? chosenDisc
      : (items[0]?.name ?? null);
  const plan = useContentCopyPlan(disc, packKey);
  const copy = latest.data?.copy ?? null;
  const copyRunning = copy !== null && ACTIVE_COPY_STATUSES.includes(copy.status);

  // A copy that finishes changes which grades are here.
  const previousStatus = useRef(copy?.status);
  useEffect(() => {
    if (copy?.status === 'done' && previousStatus.current && previousStatus.current !== 'done')
      void queryClient.invalidateQueries({ queryKey: contentCopyPlansQueryKey });
    previousStatus.current = copy?.status;
  }, [copy?.status, queryClient]);

  let body;
  if (discs.isPending) body = <Loading label={t('copyContent.loading')} />;
  else if (discs.isError)
    body = <QueryError error={discs.error} onRetry={() => void discs.refetch()} />;
  else if (items.length === 0)
    body = (
      <Alert color="gray" title={t('copyContent.disc')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('copyContent.noDisc')}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void discs.refetch()}
            loading={discs.isFetching}
          >
            {t('copyContent.lookAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const keyWrong = plan.isError && isApiError(plan.error) && plan.error.code === 'pack_key_wrong';
    body = (
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          {/* A native list: a few folder names, no search (and no dropdown code to fetch). */}
          <NativeSelect
            label={t('copyContent.disc')}
            data={items.map((item) => item.name)}
            value={disc ?? ''}
            onChange={(event) => {
              setChosenDisc(event.currentTarget.value);
              setPackKey(undefined);
            }}
            maw={360}
          />
          <Button variant="subtle" onClick={() => void discs.refetch()} loading={discs.isFetching}>
            {t('copyContent.lookAgain')}
          </Button>
        </Group>
        {plan.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('copyContent.planLoading')}</Text>
          </Group>
        ) : keyWrong ? (
          <PackKeyForm key="wrong" error={plan.error.message} onUnlock={setPackKey} />
        ) : plan.isError ? (
          <QueryError error={plan.error} onRetry={() => void plan.refetch()} />
        ) : plan.data.needs_key ? (
          <PackKeyForm onUnlock={setPackKey} />
        ) : (
          <GradesForm
            key={disc}
            disc={disc!}
            plan={plan.data}
            packKey={packKey}
            copyRunning={copyRunning}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {body}
      {latest.isError ? (
        <QueryError error={latest.error} onRetry={() => void latest.refetch()} />
      ) : copy ? (
        <CopyProgress copy={copy} />
      ) : null}
      <Divider />
      <ReadFromChoice />
    </Stack>
  );
}
