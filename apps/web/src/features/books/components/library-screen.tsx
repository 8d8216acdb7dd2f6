import type { Book, Language } from '@aula/shared';
import { BOOK_GRADE_MAX, LANGUAGES } from '@aula/shared';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import type { BooksFilter } from '../api/get-books';
import { useBooks } from '../api/get-books';
import { bookGradeLabel } from '../grade-label';
import classes from './books.module.css';
import { DiscMissingAlert, isDiscMissing } from './disc-missing-alert';

export function readerPath(book: Pick<Book, 'diskname' | 'zip_file'>) {
  return `/book/show/${encodeURIComponent(book.diskname)}/${encodeURIComponent(book.zip_file)}`;
}

/** The filters live in the URL (?language=es&grade=1), so a reload or Back keeps them. */
function filterFrom(params: URLSearchParams): BooksFilter {
  const language = params.get('language');
  const grade = params.get('grade');
  const gradeNumber = grade !== null && /^\d{1,2}$/.test(grade) ? Number(grade) : null;
  return {
    language: (LANGUAGES as readonly string[]).includes(language ?? '')
      ? (language as Language)
      : null,
    grade: gradeNumber !== null && gradeNumber <= BOOK_GRADE_MAX ? gradeNumber : null,
  };
}

function BookCard({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  return (
    <Card component="li" withBorder radius="lg" padding="md" className={classes.card}>
      <Stack gap="xs" h="100%">
        <img src={book.cover} alt={book.title} className={classes.cover} />
        <Title order={2} size="h4">
          <Anchor component={Link} to={readerPath(book)} className={classes.titleLink} inherit>
            {book.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {t('book.by', { author: book.author })}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="indigo">
            <VisuallyHidden>{`${t('book.gradeLabel')}: `}</VisuallyHidden>
            {bookGradeLabel(t, book.grade)}
          </Badge>
          <Badge variant="outline" color="teal.9" lang={book.language}>
            <VisuallyHidden>{`${t('book.languageLabel')}: `}</VisuallyHidden>
            {t(`languages.${book.language}`)}
          </Badge>
          <Badge variant="light" color="gray">
            {t('book.pages', { count: book.page_count })}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>{`${t('book.level')}: `}</Text>
          {book.level}
        </Text>
        <Text size="sm" lineClamp={3} lang={book.language}>
          {book.summary}
        </Text>
        {book.last_page !== null ? (
          <Text size="sm" fw={600} c="orange.9" mt="auto">
            {t('book.continue', { page: book.last_page + 1 })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function LibrarySkeleton() {
  const { t } = useTranslation('books');
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('library.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} withBorder radius="lg" padding="md">
            <Stack gap="xs">
              <Skeleton style={{ aspectRatio: '3 / 4' }} radius="md" />
              <Skeleton height={20} width="70%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * The e-library (/book/library): the books of the disks of the read mode, as cards with their
 * covers, filtered by language and grade. "Upss" when the e-library CD is not in the drive.
 */
export function LibraryScreen() {
  const { t } = useTranslation('books');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const books = useBooks(filter);
  // The grades offered are those of the whole library, whatever the filters show now.
  const everything = useBooks({ language: null, grade: null });
  const grades = [
    ...new Set([
      ...(everything.data?.items ?? []).map((book) => book.grade),
      ...(filter.grade === null ? [] : [filter.grade]),
    ]),
  ].sort((a, b) => a - b);
  const items = books.data?.items ?? [];

  const setFilter = (name: 'language' | 'grade', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageHeader title={t('library.title')} intro={t('library.intro')} />
      <form role="search" aria-label={t('library.filters')} onSubmit={(e) => e.preventDefault()}>
        <Group align="flex-end" gap="md">
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="books-language-label">
              {t('library.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="books-language-label"
              value={filter.language ?? ''}
              onChange={(value) => setFilter('language', value)}
              data={[
                { value: '', label: t('library.allLanguages') },
                ...LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`languages.${language}`),
                })),
              ]}
            />
          </Stack>
          <NativeSelect
            label={t('library.grade')}
            value={filter.grade === null ? '' : String(filter.grade)}
            onChange={(event) => setFilter('grade', event.currentTarget.value)}
            data={[
              { value: '', label: t('library.allGrades') },
              ...grades.map((grade) => ({
                value: String(grade),
                label: grade === 0 ? t('library.kindergarten') : t('book.grade', { grade }),
              })),
            ]}
          />
        </Group>
      </form>
      {books.isPending ? <LibrarySkeleton /> : null}
      {books.isError && isDiscMissing(books.error) ? (
        <DiscMissingAlert onRetry={() => void books.refetch()} />
      ) : null}
      {books.isError && !isDiscMissing(books.error) ? (
        <QueryError error={books.error} onRetry={() => void books.refetch()} />
      ) : null}
      {books.isSuccess && items.length === 0 ? (
        <MessagePanel
          icon={<IconBooks size={48} stroke={1.5} />}
          title={t('library.empty.title')}
          headingOrder={2}
          action={
            filter.language !== null || filter.grade !== null ? (
              <Button variant="light" onClick={() => setParams({}, { replace: true })}>
                {t('library.empty.clear')}
              </Button>
            ) : undefined
          }
        >
          {t('library.empty.text')}
        </MessagePanel>
      ) : null}
      {books.isSuccess && items.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('library.total', { count: items.length })}
          </Text>
          <SimpleGrid
            component="ul"
            aria-label={t('library.list')}
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="md"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((book) => (
              <BookCard key={`${book.diskname}/${book.zip_file}`} book={book} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
