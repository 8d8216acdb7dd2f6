import type { Book } from '@aula/shared';
import {
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconBookOff,
  IconPlayerStop,
  IconVolume,
  IconX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithTooltip } from '../../../components/ui/with-tooltip';
import { Link, useParams } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { speak, stopSpeaking } from '../../../lib/speech';
import type { BookRef } from '../api/get-book';
import { useBook } from '../api/get-book';
import { bookPageQueryOptions, useBookPage } from '../api/get-book-page';
import { useSaveBookReading } from '../api/save-book-reading';
import { sanitizeBookPageHtml } from '../book-html';
import { useCanSpeak } from '../../../lib/use-can-speak';
import classes from './books.module.css';
import { DiscMissingAlert, isDiscMissing } from './disc-missing-alert';

const LIBRARY = '/book/library';
/** How far (px) a finger must travel sideways, more than up or down, to turn a page. */
const SWIPE_DISTANCE = 50;

/** Keys belong to the control that has them when it edits text or picks among options. */
function keyBelongsToControl(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    ['slider', 'radio', 'tab', 'listbox', 'option', 'menuitem'].includes(
      target.getAttribute('role') ?? '',
    )
  );
}

function ReadAloudButton({ text, book }: { text: string | undefined; book: Book }) {
  const { t } = useTranslation('books');
  const available = useCanSpeak(book.language);
  // What was last sent to the voice: a turned page has other words, so it is no longer "speaking".
  const [spokenText, setSpokenText] = useState<string | null>(null);
  const speaking = text !== undefined && spokenText === text;
  const hintId = useId();
  if (!available)
    return (
      <>
        <WithTooltip label={t('reader.noSpeech')} multiline w={260}>
          {(ref) => (
            <Button
              ref={ref}
              variant="light"
              leftSection={<IconVolume size={18} aria-hidden />}
              aria-disabled
              data-disabled
              aria-describedby={hintId}
              onClick={(event) => event.preventDefault()}
            >
              {t('reader.readAloud')}
            </Button>
          )}
        </WithTooltip>
        <VisuallyHidden id={hintId}>{t('reader.noSpeech')}</VisuallyHidden>
      </>
    );
  return (
    <Button
      variant="light"
      leftSection={
        speaking ? <IconPlayerStop size={18} aria-hidden /> : <IconVolume size={18} aria-hidden />
      }
      disabled={!text}
      onClick={() => {
        if (speaking) {
          stopSpeaking();
          setSpokenText(null);
        } else if (text) {
          speak(text, book.language);
          setSpokenText(text);
        }
      }}
    >
      {speaking ? t('reader.stop') : t('reader.readAloud')}
    </Button>
  );
}

function Reader({ book, bookRef }: { book: Book; bookRef: BookRef }) {
  const { t } = useTranslation('books');
  const uiLanguage = useLanguage();
  const queryClient = useQueryClient();
  const count = book.page_count;
  const [page, setPage] = useState(() => Math.min(Math.max(book.last_page ?? 0, 0), count - 1));
  const current = useBookPage(bookRef, page);
  const save = useSaveBookReading(bookRef);
  const { mutate: saveReading } = save;
  // Only `turn` changes the page, so it keeps this up to date for the key and swipe handlers.
  const pageRef = useRef(page);

  const turn = useCallback(
    (delta: number) => {
      const target = pageRef.current + delta;
      if (target < 0 || target >= count) return;
      stopSpeaking();
      pageRef.current = target;
      setPage(target);
      // Every turn is remembered, so closing the book at any moment keeps the place.
      saveReading(target);
    },
    [count, saveReading],
  );

  // The next page is fetched while this one is read, so turning feels instant.
  useEffect(() => {
    if (page + 1 < count)
      void queryClient.prefetchQuery(bookPageQueryOptions(uiLanguage, bookRef, page + 1));
  }, [page, count, queryClient, uiLanguage, bookRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (keyBelongsToControl(event.target)) return;
      const delta =
        event.key === 'ArrowRight' || event.key === 'PageDown'
          ? 1
          : event.key === 'ArrowLeft' || event.key === 'PageUp'
            ? -1
            : 0;
      if (delta === 0) return;
      event.preventDefault();
      turn(delta);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [turn]);

  useEffect(() => stopSpeaking, []);

  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A swipe to the left brings the next page, as in a paper book.
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) turn(dx < 0 ? 1 : -1);
  };

  const html = useMemo(
    () => (current.data ? sanitizeBookPageHtml(current.data.html) : ''),
    [current.data],
  );
  const shownIsCurrent = current.data?.page === page && !current.isPlaceholderData;
  const pageLabel = t('reader.pageOf', { page: page + 1, count });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2" lang={book.language}>
            {book.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t('book.by', { author: book.author })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={LIBRARY}
          variant="default"
          leftSection={<IconX size={18} aria-hidden />}
        >
          {t('reader.close')}
        </Button>
      </Group>

      <Stack gap={6}>
        <Text fw={700} aria-live="polite" aria-atomic="true">
          {pageLabel}
        </Text>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={((page + 1) / count) * 100}
            aria-label={t('reader.progress')}
            aria-valuetext={pageLabel}
          />
        </Progress.Root>
      </Stack>

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        className={classes.page}
        component="section"
        aria-label={t('reader.pageRegion', { page: page + 1 })}
        lang={book.language}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {current.isError && !current.data ? (
          isDiscMissing(current.error) ? (
            <DiscMissingAlert onRetry={() => void current.refetch()} />
          ) : (
            <QueryError error={current.error} onRetry={() => void current.refetch()} />
          )
        ) : current.data ? (
          <div
            className={shownIsCurrent ? undefined : classes.turning}
            aria-busy={!shownIsCurrent}
            // Sanitized by the server and again here (sanitizeBookPageHtml).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Stack gap="sm" role="status">
            <VisuallyHidden>{t('reader.pageLoading')}</VisuallyHidden>
            <Skeleton height={320} radius="md" aria-hidden />
            <Skeleton height={18} width="80%" aria-hidden />
          </Stack>
        )}
      </Paper>

      <Group justify="space-between" role="group" aria-label={t('reader.controls')} gap="sm">
        <Button
          size="md"
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          disabled={page === 0}
          onClick={() => turn(-1)}
        >
          {t('reader.previous')}
        </Button>
        <ReadAloudButton text={shownIsCurrent ? current.data?.text : undefined} book={book} />
        <Button
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          disabled={page >= count - 1}
          onClick={() => turn(1)}
        >
          {t('reader.next')}
        </Button>
      </Group>
      {save.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('reader.saveFailed')}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('reader.keysHint')}
      </Text>
    </Stack>
  );
}

/**
 * A book open (/book/show/{diskname}/{zip_file}): the page the student last read, turned with
 * the buttons, the arrow and Page keys or a swipe, each turn remembered; read aloud in the
 * book's language. "Upss" when the e-library CD is not in the drive.
 */
export function ReaderScreen() {
  const { t } = useTranslation('books');
  const { diskname = '', zipFile = '' } = useParams();
  const bookRef = useMemo(() => ({ diskname, zipFile }), [diskname, zipFile]);
  const book = useBook(bookRef);

  if (book.isPending)
    return (
      <Stack gap="md" role="status">
        <VisuallyHidden>{t('reader.loading')}</VisuallyHidden>
        <Skeleton height={32} width="50%" aria-hidden />
        <Skeleton height={400} radius="lg" aria-hidden />
      </Stack>
    );
  if (book.isError) {
    if (isDiscMissing(book.error))
      return (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('reader.title')}
          </Title>
          <DiscMissingAlert onRetry={() => void book.refetch()} />
        </Stack>
      );
    if (isApiError(book.error) && [400, 404].includes(book.error.status))
      return (
        <MessagePanel
          icon={<IconBookOff size={48} stroke={1.5} />}
          title={t('reader.notFound.title')}
          action={
            <Button component={Link} to={LIBRARY} variant="light">
              {t('reader.notFound.back')}
            </Button>
          }
        >
          {t('reader.notFound.text')}
        </MessagePanel>
      );
    return <QueryError error={book.error} onRetry={() => void book.refetch()} />;
  }
  return <Reader key={`${diskname}/${zipFile}`} book={book.data} bookRef={bookRef} />;
}
