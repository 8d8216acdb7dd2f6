import { Button, Group, TextInput } from '@mantine/core';
import { IconFish } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './play.module.css';

interface TypeAnswerProps {
  label: string;
  buttonText: string;
  disabled: boolean;
  /** What was typed; the game decides whether it is right, wrong or invalid. */
  onSubmit: (text: string) => void;
}

/**
 * A second way to answer, for a child who would rather type than catch: the number typed is
 * caught like the fish that carries it. Blank or not a number is "invalid" and costs nothing.
 */
export function TypeAnswer({ label, buttonText, disabled, onSubmit }: TypeAnswerProps) {
  const [text, setText] = useState('');
  return (
    <form
      className={classes.typeAnswer}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <Group gap="sm" align="flex-end" justify="center">
        <TextInput
          label={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.slice(0, 4))}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          w="11rem"
          styles={{ input: { textAlign: 'center', fontSize: '1.25rem' } }}
        />
        <Button type="submit" disabled={disabled} leftSection={<IconFish size={18} aria-hidden />}>
          {buttonText}
        </Button>
      </Group>
    </form>
  );
}
