import type { User } from '@aula/shared';
import type { ComboboxItem } from '@mantine/core';
import { Group, Loader, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentChoices } from '../lib/student-choices';
import { fullName } from '../lib/students-query';
import { AvatarPicture } from './ui/avatar-picture';
import { LazySelect } from './ui/lazy-combobox';
import { requiredField } from './ui/required-field';

const SEARCH_DELAY_MS = 300;

interface StudentPickerProps {
  /** The tutor's students without a search (the first hundred). */
  students: User[];
  selected: User | null;
  onChange: (studentId: number) => void;
  /** Marks the field as required (a form that cannot go on without a student). */
  required?: boolean;
  error?: ReactNode;
}

/**
 * A searchable list of the tutor's students. Typing searches the server too (name or username),
 * so a tutor with more than a hundred students still finds everyone.
 */
export function StudentPicker({
  students,
  selected,
  onChange,
  required = false,
  error,
}: StudentPickerProps) {
  const { t } = useTranslation('common');
  const optionLabel = (student: User) =>
    t('studentPicker.option', { name: fullName(student), username: student.username });
  const selectedLabel = selected ? optionLabel(selected) : '';
  const [search, setSearch] = useState(selectedLabel);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The box shows the chosen student's label: that is not a search.
  const query = debounced === selectedLabel.trim() ? '' : debounced;
  const searched = useStudentChoices(query);

  const byId = useMemo(() => {
    const found = new Map<string, User>();
    const listed = query && searched.data ? searched.data.items : students;
    for (const student of listed) found.set(String(student.id), student);
    if (selected) found.set(String(selected.id), selected);
    return found;
  }, [query, searched.data, students, selected]);

  const data: ComboboxItem[] = [...byId.values()].map((student) => ({
    value: String(student.id),
    label: optionLabel(student),
  }));

  return (
    <LazySelect
      label={t('studentPicker.label')}
      {...(required ? requiredField : {})}
      placeholder={t('studentPicker.placeholder')}
      searchable
      allowDeselect={false}
      data={data}
      value={selected ? String(selected.id) : null}
      onChange={(value) => {
        if (value) onChange(Number(value));
      }}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('studentPicker.nothingFound')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        query && searched.isFetching ? (
          <Loader size="xs" role="status" aria-label={t('studentPicker.loading')} />
        ) : null
      }
      error={error}
      maxDropdownHeight={320}
      maw={480}
      renderOption={({ option }) => {
        const student = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <AvatarPicture avatar={student?.avatar} size={28} decorative />
            <div>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {student?.grade_id
                  ? t('grade', { grade: student.grade_id })
                  : t('studentPicker.noGrade')}
              </Text>
            </div>
          </Group>
        );
      }}
    />
  );
}

/** What stands in the picker's place while the first hundred students load. */
export function StudentPickerSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <VisuallyHidden>{t('studentPicker.loading')}</VisuallyHidden>
      <Skeleton height={14} width={80} aria-hidden />
      <Skeleton height={36} maw={480} aria-hidden />
    </Stack>
  );
}
