import { Button, Group, TextInput } from '@mantine/core';
import { IconBackspace, IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { PetLifeAnswer } from './problems';
import type { PetLifeTexts } from './texts';
import classes from './shop.module.css';

type Field = 'treats' | 'coinsLeft';
const MAX_DIGITS = 3;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

interface BudgetFormProps {
  texts: PetLifeTexts;
  locked: boolean;
  onCheck: (answer: PetLifeAnswer) => void;
}

/**
 * Two answers, one Check: how many treats and how many coins are left. The kit's NumberPad takes
 * a single answer with its own Check, so this is its two-box cousin: type in either box (Tab
 * between them, Enter checks), or tap the keys, which type into the box last chosen.
 */
export function BudgetForm({ texts, locked, onCheck }: BudgetFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ treats: '', coinsLeft: '' });
  const [field, setField] = useState<Field>('treats');
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ treats: null, coinsLeft: null });
  const edit = (target: Field, text: string) =>
    setValues((current) => ({ ...current, [target]: text.slice(0, MAX_DIGITS) }));
  const type = (key: string) => {
    edit(field, key === 'delete' ? values[field].slice(0, -1) : values[field] + key);
    inputs.current[field]?.focus();
  };

  const box = (target: Field, label: string, autoFocus: boolean) => (
    <TextInput
      label={label}
      value={values[target]}
      onChange={(event) => edit(target, event.currentTarget.value)}
      onFocus={() => setField(target)}
      ref={(input) => {
        inputs.current[target] = input;
      }}
      inputMode="numeric"
      autoComplete="off"
      autoFocus={autoFocus}
      disabled={locked}
      size="lg"
      classNames={{ input: classes.answerInput }}
    />
  );

  return (
    <form
      className={classes.budgetForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) onCheck({ kind: 'numbers', ...values });
      }}
    >
      <Group justify="center" gap="lg" align="flex-end">
        {box('treats', texts.shop.treats, true)}
        {box('coinsLeft', texts.shop.coinsLeft, false)}
      </Group>
      {/* Keys for touch and mouse; the keyboard types in the boxes, so they are not Tab stops. */}
      <div className={classes.keypad}>
        {DIGITS.map((digit) => (
          <Button
            key={digit}
            variant="default"
            className={classes.key}
            aria-label={texts.shop.digit(digit)}
            tabIndex={-1}
            disabled={locked}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => type(digit)}
          >
            {digit}
          </Button>
        ))}
        <Button
          variant="default"
          className={classes.key}
          aria-label={texts.shop.delete}
          tabIndex={-1}
          disabled={locked}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => type('delete')}
        >
          <IconBackspace aria-hidden />
        </Button>
      </div>
      <Group justify="center">
        <Button type="submit" size="md" leftSection={<IconCheck aria-hidden />} disabled={locked}>
          {texts.check}
        </Button>
      </Group>
    </form>
  );
}
