import type { Language } from '@aula/shared';
import { LANGUAGES } from '@aula/shared';
import { SegmentedControl } from '@mantine/core';
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
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      classNames={{ input: classes.input }}
      size={size}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        if (isLanguage(next) && next !== value) onChange(next);
      }}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{t(`language.${language}`)}</span>,
      }))}
    />
  );
}
