import type { Subject } from '@aula/shared';
import { Checkbox, Group, Input, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { errorText } from '../../../lib/forms';
import { useGradeSubjects } from '../../../lib/grade-subjects-query';

interface SubjectChecklistProps {
  gradeId: number | null;
  value: number[];
  onChange: (subjectIds: number[]) => void;
  disabled?: boolean;
  /** A message key of the shared catalogue, or the server's text. */
  error?: string;
}

/**
 * The chosen grade's subjects as checkboxes (name and abbreviation), after one that checks or
 * clears them all; a group named "Subjects" that its error describes. Said in words when there
 * is no grade yet, while loading, or when the grade has no subjects.
 */
export function SubjectChecklist({
  gradeId,
  value,
  onChange,
  disabled = false,
  error,
}: SubjectChecklistProps) {
  const { t } = useTranslation('evaluation');
  const subjects = useGradeSubjects(gradeId);
  const labelId = useId();
  const errorId = useId();
  const items: Subject[] = subjects.data?.items ?? [];
  const allChosen = items.length > 0 && items.every((subject) => value.includes(subject.id));
  const someChosen = !allChosen && items.some((subject) => value.includes(subject.id));

  function toggle(subjectId: number, checked: boolean) {
    const chosen = new Set(value);
    if (checked) chosen.add(subjectId);
    else chosen.delete(subjectId);
    // Kept in the grade's order, whatever order they were ticked in.
    onChange(items.filter((subject) => chosen.has(subject.id)).map((subject) => subject.id));
  }

  let body: ReactNode;
  if (gradeId === null) {
    body = <Text c="dimmed">{t('form.chooseGradeFirst')}</Text>;
  } else if (subjects.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('form.loadingSubjects')}</Text>
      </Group>
    );
  } else if (subjects.isError) {
    body = <QueryError error={subjects.error} onRetry={() => void subjects.refetch()} />;
  } else if (items.length === 0) {
    body = <Text c="dimmed">{t('form.noSubjects')}</Text>;
  } else {
    body = (
      <Stack gap="xs">
        <Checkbox
          label={t('form.allSubjects')}
          checked={allChosen}
          indeterminate={someChosen}
          disabled={disabled}
          onChange={() => onChange(allChosen ? [] : items.map((subject) => subject.id))}
          styles={{ label: { fontWeight: 700 } }}
        />
        <Stack gap="xs" pl="lg">
          {items.map((subject) => (
            <Checkbox
              key={subject.id}
              checked={value.includes(subject.id)}
              disabled={disabled}
              onChange={(event) => toggle(subject.id, event.currentTarget.checked)}
              label={t('form.subjectOption', {
                name: subject.name,
                abbreviation: subject.abbreviation,
              })}
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Input.Label labelElement="div" id={labelId} required>
        {t('form.subjects')}
      </Input.Label>
      <Stack gap="xs" mt={4}>
        {body}
        {error ? <Input.Error id={errorId}>{errorText(error)}</Input.Error> : null}
      </Stack>
    </div>
  );
}
