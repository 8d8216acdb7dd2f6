import type { DictionaryEntry, Language, WordDefinition } from '@aula/shared';
import { dictionaryWordProblem, LANGUAGES } from '@aula/shared';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Loader,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2, IconBulb, IconSearch, IconVocabulary, IconVolume } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LazyAutocomplete } from '../../../components/ui/lazy-combobox';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { speak } from '../../../lib/speech';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/forms';
import { isLanguage, useLanguage } from '../../../lib/i18n';
import { useSpelling } from '../api/check-spelling';
import { useWord } from '../api/look-up-word';
import { useWordSuggestions } from '../api/suggest-words';

/** How long typing pauses before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'numeral',
  'preposition',
  'interjection',
  'conjunction',
  'article',
  'determiner',
] as const;
type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

function isPartOfSpeech(value: string): value is PartOfSpeech {
  return (PARTS_OF_SPEECH as readonly string[]).includes(value);
}

function speechAvailable() {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

interface WordFormProps {
  initialWord: string;
  /** The language chosen for the word; null follows the interface language. */
  initialLanguage: Language | null;
  serverError: string | undefined;
  onLookUp: (word: string, language: Language) => void;
}

function WordForm({ initialWord, initialLanguage, serverError, onLookUp }: WordFormProps) {
  const { t } = useTranslation(['dictionary', 'common']);
  const uiLanguage = useLanguage();
  const [text, setText] = useState(initialWord);
  const [chosen, setChosen] = useState<Language | null>(initialLanguage);
  const language = chosen ?? uiLanguage;
  const [problem, setProblem] = useState<string | null>(null);
  // Back and forward change ?word=&lang=: the form follows the URL.
  const [shown, setShown] = useState({ word: initialWord, language: initialLanguage });
  if (initialWord !== shown.word || initialLanguage !== shown.language) {
    setShown({ word: initialWord, language: initialLanguage });
    setText(initialWord);
    setChosen(initialLanguage);
    setProblem(null);
  }
  const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useWordSuggestions(debounced, language);
  const languageLabelId = useId();

  function lookUp(typed: string) {
    const found = dictionaryWordProblem(typed);
    setProblem(found);
    if (found) return;
    onLookUp(typed.trim().normalize('NFC'), language);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookUp(text);
  }

  // The service's refusal is about the word it was sent: editing the word clears it.
  const error = problem
    ? errorText(problem)
    : text.trim() === initialWord
      ? serverError
      : undefined;
  return (
    <form role="search" onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text id={languageLabelId} size="sm" fw={500}>
            {t('form.language')}
          </Text>
          <SegmentedControl
            aria-labelledby={languageLabelId}
            value={language}
            onChange={(value) => {
              if (isLanguage(value)) setChosen(value);
            }}
            data={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <LazyAutocomplete
          size="md"
          label={t('form.label')}
          description={t('form.description')}
          placeholder={t('form.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            suggestions.isFetching ? (
              <Loader size="xs" role="status" aria-label={t('form.suggestionsLoading')} />
            ) : null
          }
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          data={debounced ? (suggestions.data?.items ?? []) : []}
          filter={({ options }) => options}
          onOptionSubmit={(value) => {
            setText(value);
            lookUp(value);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
          lang={language}
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box style={{ flex: 1 }}>{input}</Box>
              <Button type="submit" size="md">
                {t('form.submit')}
              </Button>
            </Group>
          )}
        />
      </Stack>
    </form>
  );
}

function ReadAloudButton({ word, language }: { word: string; language: Language }) {
  const { t } = useTranslation('dictionary');
  if (!speechAvailable()) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconVolume size={18} aria-hidden />}
      onClick={() => speak(word, language)}
      aria-label={t('result.readAloudLabel', { word })}
    >
      {t('result.readAloud')}
    </Button>
  );
}

interface EntryItemProps {
  entry: DictionaryEntry;
  number: number;
  language: Language;
}

function EntryItem({ entry, number, language }: EntryItemProps) {
  const { t } = useTranslation('dictionary');
  const part = entry.part_of_speech;
  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Stack gap={6}>
        <Group gap="xs">
          <VisuallyHidden>{t('result.meaning', { number })}</VisuallyHidden>
          <Badge variant="light">
            <VisuallyHidden>{`${t('result.partOfSpeech')}: `}</VisuallyHidden>
            {isPartOfSpeech(part) ? t(`partsOfSpeech.${part}`) : part}
          </Badge>
        </Group>
        <Text lang={language}>{entry.definition}</Text>
        {entry.example ? (
          <Text size="sm" c="dimmed" fs="italic" lang={language}>
            <VisuallyHidden>{`${t('result.example')}: `}</VisuallyHidden>
            {`“${entry.example}”`}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function WordEntries({ definition }: { definition: WordDefinition }) {
  const { t } = useTranslation(['dictionary', 'common']);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Stack gap={0}>
          <Title order={2} lang={definition.lang}>
            {definition.word}
          </Title>
          <Text size="sm" c="dimmed">
            {t('result.language', { language: t(`common:languageNames.${definition.lang}`) })}
          </Text>
        </Stack>
        <ReadAloudButton word={definition.word} language={definition.lang} />
      </Group>
      <Stack
        component="ol"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('result.entries', { word: definition.word })}
      >
        {definition.entries.map((entry, index) => (
          <EntryItem
            key={`${entry.part_of_speech}-${index}`}
            entry={entry}
            number={index + 1}
            language={definition.lang}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={28} width="30%" aria-hidden />
      <Skeleton height={80} aria-hidden />
    </Stack>
  );
}

interface UnknownWordProps {
  word: string;
  language: Language;
  onLookUp: (word: string, language: Language) => void;
}

/** The dictionary does not know the word: "Did you mean…" with the speller's suggestions. */
function UnknownWord({ word, language, onLookUp }: UnknownWordProps) {
  const { t } = useTranslation('dictionary');
  const spelling = useSpelling(word, language, true);
  if (spelling.isPending) return <Loading label={t('spelling.checking')} />;
  if (spelling.isError) {
    return <QueryError error={spelling.error} onRetry={() => void spelling.refetch()} />;
  }
  const { correct, suggestions } = spelling.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('spelling.notFound', { word })}
      </Title>
      {correct ? <Text>{t('spelling.correctNoDefinition', { word })}</Text> : null}
      {!correct && suggestions.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600}>{t('spelling.didYouMean')}</Text>
          <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button
                  variant="light"
                  lang={language}
                  aria-label={t('spelling.lookUp', { word: suggestion })}
                  onClick={() => onLookUp(suggestion, language)}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </Group>
        </Stack>
      ) : null}
      {!correct && suggestions.length === 0 ? <Text>{t('spelling.noSuggestions')}</Text> : null}
    </Stack>
  );
}

function StartPanel() {
  const { t } = useTranslation('dictionary');
  return (
    <MessagePanel
      icon={<IconVocabulary size={48} stroke={1.5} />}
      title={t('start.title')}
      headingOrder={2}
    >
      <List
        spacing={4}
        ta="left"
        icon={<IconBulb size={16} aria-hidden />}
        styles={{ itemWrapper: { alignItems: 'flex-start' } }}
      >
        <List.Item>{t('start.tipOne')}</List.Item>
        <List.Item>{t('start.tipTwo')}</List.Item>
        <List.Item>{t('start.tipThree')}</List.Item>
      </List>
    </MessagePanel>
  );
}

/**
 * The spelling-helper dictionary (/spelling-helper-dictionary?word=&lang=): search as you type,
 * the word's meanings read aloud on request, and "Did you mean…" when the word is unknown.
 */
export function DictionaryScreen() {
  const { t } = useTranslation('dictionary');
  const uiLanguage = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const word = (searchParams.get('word') ?? '').trim();
  const urlLanguage = searchParams.get('lang');
  const chosenLanguage = isLanguage(urlLanguage) ? urlLanguage : null;
  const language = chosenLanguage ?? uiLanguage;
  const lookup = useWord(word, language);
  const unknown = isApiError(lookup.error) && lookup.error.status === 404;
  const invalid = isApiError(lookup.error) && lookup.error.status === 400;

  function lookUp(next: string, nextLanguage: Language) {
    setSearchParams({ word: next, lang: nextLanguage });
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      <WordForm
        initialWord={word}
        initialLanguage={chosenLanguage}
        serverError={invalid ? lookup.error?.message : undefined}
        onLookUp={lookUp}
      />
      <Anchor component={Link} to="/glossary" size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={6} component="span">
          <IconBook2 size={16} aria-hidden />
          {t('glossaryLink')}
        </Group>
      </Anchor>
      <VisuallyHidden role="status">
        {lookup.isSuccess ? t('result.entries', { word: lookup.data.word }) : null}
        {unknown ? t('spelling.notFound', { word }) : null}
      </VisuallyHidden>
      <div>
        {word === '' ? <StartPanel /> : null}
        {word !== '' && lookup.isPending ? <Loading label={t('result.loading')} /> : null}
        {lookup.isSuccess ? <WordEntries definition={lookup.data} /> : null}
        {unknown ? <UnknownWord word={word} language={language} onLookUp={lookUp} /> : null}
        {lookup.isError && !unknown && !invalid ? (
          <QueryError error={lookup.error} onRetry={() => void lookup.refetch()} />
        ) : null}
      </div>
    </Stack>
  );
}
