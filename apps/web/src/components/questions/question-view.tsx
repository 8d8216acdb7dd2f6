import type { Answer, PublicItem } from '@aula/shared';
import { Group, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadAloud } from '../../lib/read-aloud';
import { ReadAloudButton } from '../ui/read-aloud-button';
import { draftOf } from './answer-draft';
import { DropdownQuestion } from './dropdown-question';
import { MatchingQuestion } from './matching-question';
import { MultipleChoiceQuestion } from './multiple-choice-question';
import { NumericQuestion } from './numeric-question';
import { OrderingQuestion } from './ordering-question';
import { QuestionHints } from './question-hints';
import { QuestionImage } from './question-image';
import { ShortTextQuestion } from './short-text-question';
import { SingleChoiceQuestion } from './single-choice-question';
import { spokenQuestion } from './spoken-question';

interface QuestionViewProps {
  item: PublicItem;
  /** The answer so far (null: nothing yet). */
  answer: Answer | null;
  onChange: (answer: Answer) => void;
}

function QuestionInput({ item, answer, onChange }: QuestionViewProps) {
  switch (item.type) {
    case 'single_choice':
      return (
        <SingleChoiceQuestion item={item} answer={draftOf(answer, item.type)} onChange={onChange} />
      );
    case 'multiple_choice':
      return (
        <MultipleChoiceQuestion
          item={item}
          answer={draftOf(answer, item.type)}
          onChange={onChange}
        />
      );
    case 'numeric':
      return (
        <NumericQuestion item={item} answer={draftOf(answer, item.type)} onChange={onChange} />
      );
    case 'short_text':
      return (
        <ShortTextQuestion item={item} answer={draftOf(answer, item.type)} onChange={onChange} />
      );
    case 'dropdown':
      return (
        <DropdownQuestion item={item} answer={draftOf(answer, item.type)} onChange={onChange} />
      );
    case 'ordering':
      return (
        <OrderingQuestion item={item} answer={draftOf(answer, item.type)} onChange={onChange} />
      );
    case 'matching':
      return (
        <MatchingQuestion item={item} answer={draftOf(answer, item.type)} onChange={onChange} />
      );
  }
}

/**
 * Reads the question (its prompt, then its choices) once as it appears, when the screen says so
 * (the youngest students), and stops reading when the question goes.
 */
function useAutoRead(item: PublicItem) {
  const { t } = useTranslation('assessments');
  const { autoRead, read, stop } = useReadAloud();
  const spoken = spokenQuestion(item, t('questions.readAloud.blank'));
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!autoRead || readFor.current === item.id) return;
    readFor.current = item.id;
    read(spoken);
  }, [autoRead, item.id, read, spoken]);
  useEffect(
    () => () => {
      // Mounted again (React's development check), the question is read again.
      readFor.current = null;
      stop();
    },
    [stop],
  );
}

/**
 * One question as the child answers it: the prompt, its picture, the input of its type and its
 * hints, each with a speaker button where reading aloud is on. The prompt takes the focus when
 * the question appears, so a screen reader starts there.
 */
export function QuestionView({ item, answer, onChange }: QuestionViewProps) {
  const prompt = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    prompt.current?.focus();
  }, [item.id]);
  useAutoRead(item);

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Title order={2} size="h3" ref={prompt} tabIndex={-1} style={{ outline: 'none' }}>
          {item.prompt}
        </Title>
        <ReadAloudButton text={item.prompt} />
      </Group>
      {item.image ? <QuestionImage src={item.image} alt={item.image_alt} /> : null}
      <QuestionInput item={item} answer={answer} onChange={onChange} />
      <QuestionHints key={item.id} hints={item.hints} />
    </Stack>
  );
}
