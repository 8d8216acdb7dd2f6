import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface StudentSearchProps {
  /** The search of the URL. */
  value: string;
  onSearch: (query: string) => void;
}

/** Searches as the tutor types, once they pause; the box follows the URL on back and forward. */
export function StudentSearch({ value, onSearch }: StudentSearchProps) {
  const { t } = useTranslation('students');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  function change(next: string) {
    setText(next);
    search(next);
  }

  return (
    <TextInput
      type="search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSectionPointerEvents="all"
      rightSection={
        text !== '' ? (
          <CloseButton
            size="sm"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              search.cancel();
              onSearch('');
            }}
          />
        ) : null
      }
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter searches at once instead of waiting for the pause.
        if (event.key === 'Enter') search.flush();
      }}
      maxLength={100}
      autoComplete="off"
      maw={420}
    />
  );
}
