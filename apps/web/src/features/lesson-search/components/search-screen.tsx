import type { LessonSearchHit } from '@aula/shared';
import {
  Anchor,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMoodEmpty, IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { lessonPath } from '../../../lib/catalogue-paths';
import { useLessonSearch } from '../api/search-lessons';

function SearchHit({ hit }: { hit: LessonSearchHit }) {
  const { t } = useTranslation('catalogue');
  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          <Anchor
            component={Link}
            to={lessonPath(
              hit.grade_id,
              hit.level_id,
              hit.subject_id,
              hit.cluster_id,
              hit.lesson_id,
            )}
          >
            {hit.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          <VisuallyHidden>{`${t('search.context')}: `}</VisuallyHidden>
          {[hit.grade_name, hit.subject_name, hit.cluster_title].join(' · ')}
        </Text>
        {hit.snippet ? <Text>{hit.snippet}</Text> : null}
      </Stack>
    </Card>
  );
}

function SearchForm({ initial, error }: { initial: string; error: string | undefined }) {
  const { t } = useTranslation('catalogue');
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(initial);
  // Back and forward change ?q=: the box follows the URL (it keeps focus, unlike a remount).
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setText(initial);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    setSearchParams(query ? { q: query } : {});
  }

  return (
    <form role="search" onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          type="search"
          size="md"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" size="md" mt={28}>
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}

/** Lesson search (/search?q=): submits on Enter, keeps the text in the URL. */
export function SearchScreen() {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const search = useLessonSearch(query);
  const invalid = isApiError(search.error) && search.error.status === 400;

  return (
    <Stack gap="lg">
      <PageHeader title={t('search.heading')} intro={t('search.intro')} />
      <SearchForm initial={query} error={invalid ? search.error?.message : undefined} />
      {query === '' ? (
        <MessagePanel
          icon={<IconZoomQuestion size={48} stroke={1.5} />}
          title={t('search.start.title')}
          headingOrder={2}
        >
          {t('search.start.text')}
        </MessagePanel>
      ) : null}
      {query !== '' && search.isPending ? <CardListSkeleton label={t('search.loading')} /> : null}
      {search.isError && !invalid ? (
        <QueryError error={search.error} onRetry={() => void search.refetch()} />
      ) : null}
      {search.isSuccess && search.data.items.length === 0 ? (
        <MessagePanel
          icon={<IconMoodEmpty size={48} stroke={1.5} />}
          title={t('search.empty.title', { query })}
          headingOrder={2}
        >
          {t('search.empty.text')}
        </MessagePanel>
      ) : null}
      {search.isSuccess && search.data.items.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('search.total', { count: search.data.total })}
          </Text>
          <Stack
            component="ol"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('search.results')}
          >
            {search.data.items.map((hit) => (
              <SearchHit key={hit.lesson_id} hit={hit} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
