import type { Answer, PublicItem } from '@aula/shared';
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ErrorAlert } from '../ui/error-alert';
import { translateMessage } from '../../lib/i18n';
import { answerFor, incompleteReason, isAnswerComplete } from './answer-draft';
import { QuestionView } from './question-view';

interface AnswerFormProps {
  item: PublicItem;
  submitLabel: string;
  submitting: boolean;
  /** Why the server refused the last answer (422 answer_invalid), in the child's language. */
  serverError: string | null;
  onSubmit: (answer: Answer) => void;
  /** The child changed the answer: an earlier refusal no longer applies. */
  onEdit?: () => void;
}

/**
 * One question to answer and its submit button. An answer with parts missing is not sent: the
 * child is told what is missing with the same words the server would use.
 */
export function AnswerForm({
  item,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  onEdit,
}: AnswerFormProps) {
  const [draft, setDraft] = useState<Answer | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const error = missing ?? serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!isAnswerComplete(item, draft)) {
      setMissing(translateMessage(`answers.invalid.${incompleteReason(item, draft)}`));
      return;
    }
    setMissing(null);
    onSubmit(answerFor(item, draft));
  }

  function change(answer: Answer) {
    setDraft(answer);
    setMissing(null);
    onEdit?.();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <QuestionView item={item} answer={draft} onChange={change} />
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
