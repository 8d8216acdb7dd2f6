import type { Credentials } from '@aula/shared';
import { Anchor, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { isChunkLoadError } from '../../../lib/lazy-screen';
import { errorText, schemaErrors } from '../../../lib/forms';
import { i18n } from '../../../lib/i18n';
import { lazySchema } from '../../../lib/lazy-schema';
import { usePublicLink } from '../../../lib/public-navigation';
import { signInFailed, signInStarted, signInSucceeded } from '../../../lib/session';
import { signIn } from '../api/sign-in';
import { requiredField } from '../../../components/ui/required-field';
import { PasswordField } from '../../../components/ui/password-field';

/** The sign-in rules: fetched when a field is first focused, at the latest on submit. */
const loadCredentialsSchema = lazySchema(() =>
  import('../credentials-schema').then((module) => module.credentialsSchema),
);

/** What a failed sign-in says: the server's message, or why the app could not go on. */
function failureMessage(error: unknown) {
  if (isApiError(error)) return error.message;
  if (isChunkLoadError(error)) return i18n.t('common:errors.chunkText');
  return i18n.t('messages:errors.generic');
}

interface LoginScreenProps {
  /**
   * Called with the session's token stored: loads the user and opens their home. The screen
   * shows what went wrong when it rejects.
   */
  onSignedIn: () => Promise<void>;
}

export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const resetLink = usePublicLink('/reset-password');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Two fields: the form keeps its own state rather than load a form library on the screen every
  // visitor sees first (6 KB gzip; docs/web-performance.md#lazy-screens-and-schemas).
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Credentials, string>>>({});

  function fieldProps(field: keyof Credentials) {
    return {
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        // A field being corrected no longer shows its error.
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
      error: errorText(errors[field]),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    let fieldErrors: Record<string, string>;
    try {
      fieldErrors = schemaErrors(await loadCredentialsSchema(), values);
    } catch {
      setFailure(i18n.t('messages:errors.generic'));
      return;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setPending(true);
    setFailure(null);
    signInStarted();
    try {
      const { access_token } = await signIn(values);
      signInSucceeded(access_token);
      await onSignedIn();
    } catch (error) {
      signInFailed();
      setFailure(failureMessage(error));
      setPending(false);
    }
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('login.heading')} intro={t('login.intro')} />
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadCredentialsSchema()}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...requiredField}
            {...fieldProps('username')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            {...requiredField}
            {...fieldProps('password')}
          />
          <SubmitButton pending={pending} fullWidth mt="xs">
            {t('login.submit')}
          </SubmitButton>
        </Stack>
      </form>
      <Anchor {...resetLink} ta="center">
        {t('login.forgot')}
      </Anchor>
    </Stack>
  );
}
