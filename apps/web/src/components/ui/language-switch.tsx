import type { Language } from '@aula/shared';
import { LANGUAGES } from '@aula/shared';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n';
import classes from './language-switch.module.css';

interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}

/** English / Español, always written in their own language. */
export function LanguageSwitch({ value, onChange, disabled, size = 'xs' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  // A language not used yet first fetches its texts: meanwhile the choice already shows here.
  const [pending, setPending] = useState<{ from: Language; to: Language } | null>(null);
  if (pending && pending.from !== value) setPending(null);
  const shown = pending?.to ?? value;
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      classNames={{ input: classes.input }}
      size={size}
      value={shown}
      disabled={disabled}
      onChange={(next) => {
        if (!isLanguage(next) || next === shown) return;
        setPending(next === value ? null : { from: value, to: next });
        onChange(next);
      }}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{t(`language.${language}`)}</span>,
      }))}
    />
  );
}
