import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconBackspace, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './kit.module.css';

interface NumberPadProps {
  /** Called with what was typed; the game decides whether it is right, wrong or invalid. */
  onSubmit: (text: string) => void;
  label?: string;
  maxLength?: number;
  /** Offers a decimal point key. */
  decimal?: boolean;
  disabled?: boolean;
}

/**
 * An answer box with an on-screen number pad: type digits and press Enter, or click the keys
 * and Check. The box takes the focus when an exercise starts, so the keyboard alone plays.
 */
export function NumberPad({
  onSubmit,
  label,
  maxLength = 6,
  decimal = false,
  disabled,
}: NumberPadProps) {
  const { t } = useTranslation('games');
  const [text, setText] = useState('');
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', decimal ? '.' : null, '0'];
  const type = (key: string) =>
    setText((current) => (current.length < maxLength ? current + key : current));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <Stack gap="sm" align="center">
        <TextInput
          label={label ?? t('numberPad.label')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.slice(0, maxLength))}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoFocus
          disabled={disabled}
          size="lg"
          styles={{ input: { textAlign: 'center', fontSize: '1.6rem', width: '9rem' } }}
          data-testid="number-pad-input"
        />
        <div className={classes.pad}>
          {keys.map((key, index) =>
            key === null ? (
              <span key={`blank-${index}`} />
            ) : (
              <Button
                key={key}
                variant="default"
                className={classes.padKey}
                onClick={() => type(key)}
                disabled={disabled}
                aria-label={t('numberPad.digit', { digit: key })}
                tabIndex={-1}
              >
                {key}
              </Button>
            ),
          )}
          <Button
            variant="default"
            className={classes.padKey}
            onClick={() => setText((current) => current.slice(0, -1))}
            disabled={disabled}
            aria-label={t('numberPad.clear')}
            tabIndex={-1}
          >
            <IconBackspace aria-hidden />
          </Button>
        </div>
        <Group>
          <Button
            type="submit"
            size="md"
            leftSection={<IconCheck aria-hidden />}
            disabled={disabled}
          >
            {t('numberPad.check')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
