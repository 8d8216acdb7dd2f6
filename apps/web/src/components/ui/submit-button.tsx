import type { ButtonProps } from '@mantine/core';
import { Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps extends Omit<ButtonProps, 'loading'> {
  pending: boolean;
  children: ReactNode;
}

/** A submit button that says 'Processing request' while its request is on its way. */
export function SubmitButton({ pending, children, ...props }: SubmitButtonProps) {
  const { t } = useTranslation('messages');
  return (
    <Button
      type="submit"
      aria-disabled={pending || undefined}
      leftSection={pending ? <Loader size={16} color="white" aria-hidden /> : undefined}
      onClick={pending ? (event) => event.preventDefault() : undefined}
      {...props}
    >
      {pending ? t('errors.processing') : children}
    </Button>
  );
}
