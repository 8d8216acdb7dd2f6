import { Box, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { ReadAloudButton } from '../ui/read-aloud-button';
import type { QuestionInputProps } from './question-input-props';
import { sentenceParts } from './sentence-parts';
import { spokenOptions, spokenSentence } from './spoken-question';

/**
 * A sentence with a choice in each blank. Native selects: every device and screen reader knows
 * them, and each is named by its blank's number. Where reading aloud is on, a speaker reads the
 * sentence and one beside each blank reads its options (a list's options cannot hold buttons).
 */
export function DropdownQuestion({ item, answer, onChange }: QuestionInputProps<'dropdown'>) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const selections = answer?.selections ?? {};
  const blankNumber = new Map(item.blanks.map((blank, index) => [blank.id, index + 1]));

  function choose(blankId: string, optionId: string) {
    const next = { ...selections };
    if (optionId) next[blankId] = optionId;
    else delete next[blankId];
    onChange({ type: 'dropdown', selections: next });
  }

  return (
    <Box
      role="group"
      aria-label={t('questions.dropdown.label')}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
    >
      <ReadAloudButton text={spokenSentence(item.sentence, t('questions.readAloud.blank'))} />
      {sentenceParts(item.sentence).map((part, index) => {
        if ('text' in part) {
          return (
            <Text key={index} span size="lg">
              {part.text}
            </Text>
          );
        }
        const blank = item.blanks.find((candidate) => candidate.id === part.blankId);
        if (!blank) return null;
        const number = blankNumber.get(blank.id);
        return (
          <Group key={index} gap={4} wrap="nowrap">
            <NativeSelect
              aria-label={t('questions.dropdown.blank', { number })}
              value={selections[blank.id] ?? ''}
              onChange={(event) => choose(blank.id, event.currentTarget.value)}
              data={[
                { value: '', label: t('questions.choose') },
                ...blank.options.map((option) => ({ value: option.id, label: option.text })),
              ]}
              size="md"
            />
            <ReadAloudButton
              text={spokenOptions(blank.options, language)}
              label={t('questions.readAloud.blankChoices', { number })}
            />
          </Group>
        );
      })}
    </Box>
  );
}
