import type { GlossaryItem, LevelList } from '@aula/shared';
import {
  Anchor,
  Card,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAbc, IconBook, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { lessonPath } from '../../../lib/catalogue-paths';
import { findGrade, useLevels } from '../../../lib/levels-query';
import { useRouteExists } from '../../../lib/routes-context';
import { useGlossary } from '../api/get-glossary';
import { useGradeSubjects } from '../../../lib/grade-subjects-query';

/** How long typing pauses before the glossary is searched. */
export const GLOSSARY_SEARCH_DELAY_MS = 300;

function GlossaryTerm({ item, levels }: { item: GlossaryItem; levels: LevelList | undefined }) {
  const { t } = useTranslation('dictionary');
  const gradeName = findGrade(levels, item.grade_id)?.grade.name;
  const routeExists = useRouteExists();
  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Stack gap={6}>
        <Title order={2} size="h4">
          {item.term}
        </Title>
        <Text size="sm" c="dimmed">
          <VisuallyHidden>{`${t('glossary.where')}: `}</VisuallyHidden>
          {[gradeName, item.subject_name].filter(Boolean).join(' · ')}
        </Text>
        <Text>{item.definition}</Text>
        {item.lessons.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('glossary.lessons')}
            </Title>
            <List size="sm" spacing={2} icon={<IconBook size={14} aria-hidden />}>
              {item.lessons.map((lesson) => {
                const path = lessonPath(
                  item.grade_id,
                  item.level_id,
                  item.subject_id,
                  lesson.cluster_id,
                  lesson.id,
                );
                // Tutors have no lesson screens: for them the titles are text.
                return (
                  <List.Item key={lesson.id}>
                    {routeExists(path) ? (
                      <Anchor component={Link} to={path}>
                        {lesson.title}
                      </Anchor>
                    ) : (
                      lesson.title
                    )}
                  </List.Item>
                );
              })}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The glossary (/glossary): the lessons' terms in the interface language, filtered by grade and
 * subject (the catalogue's lists) and searched by text, each with the lessons that use it.
 */
export function GlossaryScreen() {
  const { t } = useTranslation('dictionary');
  const levels = useLevels();
  const grades = (levels.data?.items ?? []).flatMap((level) => level.grades);
  const [gradeId, setGradeId] = useState<number | null>(null);
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), GLOSSARY_SEARCH_DELAY_MS);
  const subjects = useGradeSubjects(gradeId);
  const glossary = useGlossary({ gradeId, subjectId, text: debounced });
  const invalid = isApiError(glossary.error) && glossary.error.status === 400;
  const items = glossary.data?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader title={t('glossary.title')} intro={t('glossary.intro')} />
      <Anchor
        component={Link}
        to="/spelling-helper-dictionary"
        size="sm"
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={6} component="span">
          <IconAbc size={16} aria-hidden />
          {t('glossary.dictionaryLink')}
        </Group>
      </Anchor>
      <form role="search" aria-label={t('glossary.filters')} onSubmit={(e) => e.preventDefault()}>
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
          <NativeSelect
            label={t('glossary.grade')}
            data={[
              { value: '', label: t('glossary.allGrades') },
              ...grades.map((grade) => ({ value: String(grade.grade_id), label: grade.name })),
            ]}
            value={gradeId === null ? '' : String(gradeId)}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              setGradeId(value > 0 ? value : null);
              setSubjectId(null);
            }}
          />
          <NativeSelect
            label={t('glossary.subject')}
            description={gradeId === null ? t('glossary.subjectsNeedGrade') : undefined}
            disabled={gradeId === null}
            data={[
              { value: '', label: t('glossary.allSubjects') },
              ...(subjects.data?.items ?? []).map((subject) => ({
                value: String(subject.id),
                label: subject.name,
              })),
            ]}
            value={subjectId === null ? '' : String(subjectId)}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              setSubjectId(value > 0 ? value : null);
            }}
          />
          <TextInput
            type="search"
            label={t('glossary.search')}
            placeholder={t('glossary.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={invalid ? glossary.error?.message : undefined}
            autoComplete="off"
          />
        </Group>
      </form>
      {levels.isError ? (
        <QueryError error={levels.error} onRetry={() => void levels.refetch()} />
      ) : null}
      {subjects.isError ? (
        <QueryError error={subjects.error} onRetry={() => void subjects.refetch()} />
      ) : null}
      {glossary.isPending ? <CardListSkeleton label={t('glossary.loading')} /> : null}
      {glossary.isError && !invalid ? (
        <QueryError error={glossary.error} onRetry={() => void glossary.refetch()} />
      ) : null}
      {glossary.isSuccess && items.length === 0 ? (
        <MessagePanel
          icon={<IconMoodEmpty size={48} stroke={1.5} />}
          title={t('glossary.empty.title')}
          headingOrder={2}
        >
          {t('glossary.empty.text')}
        </MessagePanel>
      ) : null}
      {glossary.isSuccess && items.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('glossary.total', { count: items.length })}
          </Text>
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('glossary.terms')}
          >
            {items.map((item) => (
              <GlossaryTerm
                key={`${item.subject_id}-${item.term}`}
                item={item}
                levels={levels.data}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
