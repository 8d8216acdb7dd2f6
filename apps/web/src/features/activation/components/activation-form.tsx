import type { ActivationStatus, OnlineActivation, PhoneActivation } from '@aula/shared';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { requiredField } from '../../../components/ui/required-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { formLevelMessage, serverFieldErrors, translateInputErrors } from '../../../lib/forms';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';

interface ActivationValues {
  serial: string;
  box_number: string;
  key_number: string;
}

const FIELDS = ['serial', 'box_number', 'key_number'] as const;

/** What the form needs of either mutation (online, by phone). */
interface ActivationRequest {
  mutate(
    values: OnlineActivation | PhoneActivation,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: ActivationStatus;
}

interface ActivationFormProps {
  method: 'online' | 'phone';
  /** The request: online or by phone; its success puts the new status in the shared query. */
  mutation: ActivationRequest;
  /** What comes before the fields (the phone tab's installation id and support hours). */
  children?: ReactNode;
  onActivated: () => void;
}

/** Each way's rules: fetched when its form is first focused, at the latest on submit. */
const loadRules = {
  online: lazySchema(() =>
    import('../activation-schemas').then((module) => module.onlineActivationSchema),
  ),
  phone: lazySchema(() =>
    import('../activation-schemas').then((module) => module.phoneActivationSchema),
  ),
};

/**
 * License number and box number (and, by phone, the key number support dictates), checked
 * with the same schema the server uses; the server's refusals (not valid, another box, seats
 * used, no connection) appear under their field or above the form, and change nothing.
 */
export function ActivationForm({ method, mutation, children, onActivated }: ActivationFormProps) {
  const { t } = useTranslation('activation');
  const rules = loadRules[method];
  const form = useForm<ActivationValues>({
    mode: 'uncontrolled',
    initialValues: { serial: '', box_number: '', key_number: '' },
    enhanceGetInputProps: translateInputErrors,
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await passesLazySchema(form, rules, values))) return;
    const { serial, box_number, key_number } = values;
    const request =
      method === 'phone' ? { serial, box_number, key_number } : { serial, box_number };
    mutation.mutate(request, {
      onSuccess: onActivated,
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, FIELDS));
      },
    });
  });
  const failure =
    mutation.isError && mutation.error ? formLevelMessage(mutation.error, FIELDS) : null;

  return (
    <form onSubmit={submit} onFocus={() => void rules()} noValidate>
      <Stack gap="md" maw={560}>
        <Text size="sm">{t(`${method}.intro`)}</Text>
        {children}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <TextInput
          label={t('fields.serial')}
          description={t('fields.serialHint')}
          autoComplete="off"
          spellCheck={false}
          {...requiredField}
          key={form.key('serial')}
          {...form.getInputProps('serial')}
        />
        <TextInput
          label={t('fields.boxNumber')}
          autoComplete="off"
          spellCheck={false}
          maw={280}
          {...requiredField}
          key={form.key('box_number')}
          {...form.getInputProps('box_number')}
        />
        {method === 'phone' ? (
          <TextInput
            label={t('fields.keyNumber')}
            description={t('fields.keyNumberHint')}
            autoComplete="off"
            spellCheck={false}
            {...requiredField}
            key={form.key('key_number')}
            {...form.getInputProps('key_number')}
          />
        ) : null}
        <div>
          <SubmitButton pending={mutation.isPending}>{t(`${method}.submit`)}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
