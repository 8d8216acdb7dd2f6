import type { Language } from '@aula/shared';
import { LANGUAGES } from '@aula/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './language-switch.module.css';

interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * English / Español, always written in their own language: two radio buttons drawn as one
 * segmented switch. Native radios (arrow keys move between them) in place of Mantine's
 * SegmentedControl, whose sliding indicator cost every screen 3 KB of JavaScript.
 */
export function LanguageSwitch({ value, onChange, disabled, size = 'xs' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  // A language not used yet first fetches its texts: meanwhile the choice already shows here.
  const [pending, setPending] = useState<{ from: Language; to: Language } | null>(null);
  if (pending && pending.from !== value) setPending(null);
  const shown = pending?.to ?? value;
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={classes.root}
      data-size={size}
      data-disabled={disabled || undefined}
    >
      {LANGUAGES.map((language) => (
        <label key={language} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={language}
            checked={shown === language}
            disabled={disabled}
            onChange={() => {
              if (language === shown) return;
              setPending(language === value ? null : { from: value, to: language });
              onChange(language);
            }}
          />
          <span className={classes.label} lang={language}>
            {t(`language.${language}`)}
          </span>
        </label>
      ))}
    </div>
  );
}
