import type { CurrentUser, Language, UpdateOwnProfile } from '@aula/shared';
import { isUsernameAsPassword, LANGUAGES } from '@aula/shared';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../../components/ui/avatar-picker';
import { isAvatar } from '../../../components/ui/avatar-picture';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { requiredField } from '../../../components/ui/required-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { formLevelMessage, serverFieldErrors, translateInputErrors } from '../../../lib/forms';
import { i18n } from '../../../lib/i18n';
import { lazySchema, passesLazySchema } from '../../../lib/lazy-schema';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateOwnProfile } from '../api/update-own-profile';

/** Who edits: a tutor keeps an email and a school; a student's are their tutor's to change. */
export type ProfileFormVariant = 'tutor' | 'student';

export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  email: string;
  name_of_the_school: string;
  language: Language;
  avatar: string;
  current_password: string;
  password: string;
  verify_password: string;
}

const PROFILE_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'name_of_the_school',
  'language',
  'avatar',
  'current_password',
  'password',
  'verify_password',
] as const;

const STUDENT_FIELDS = PROFILE_FIELDS.filter(
  (field) => field !== 'email' && field !== 'name_of_the_school',
);

export function initialProfileValues(user: CurrentUser): ProfileFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email ?? '',
    name_of_the_school: user.name_of_the_school,
    language: user.language,
    avatar: user.avatar ?? '',
    current_password: '',
    password: '',
    verify_password: '',
  };
}

/**
 * The body of PUT /users/me/profile. Empty password fields keep the password, so they are
 * left out; a student's school and email are not theirs to send.
 */
export function profilePayload(
  values: ProfileFormValues,
  variant: ProfileFormVariant,
): UpdateOwnProfile {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    ...(variant === 'tutor'
      ? { email: values.email, name_of_the_school: values.name_of_the_school }
      : {}),
    language: values.language,
    avatar: isAvatar(values.avatar) ? values.avatar : null,
    ...(values.password
      ? {
          current_password: values.current_password,
          password: values.password,
          verify_password: values.verify_password,
        }
      : {}),
  };
}

/** The form's rules: fetched when the form is first focused, at the latest on submit. */
const loadRules = lazySchema(() =>
  import('../profile-schemas').then((module) => module.updateOwnProfileSchema),
);

/**
 * Beyond the shared schema: what tutors must keep, an email and a school, and a new password
 * other than the username (the form knows it; the schema does not, as it is not sent).
 */
function moreRequirements(
  values: ProfileFormValues,
  variant: ProfileFormVariant,
  username: string,
) {
  return (schemaErrors: Record<string, string>) => {
    const errors = { ...schemaErrors };
    if (values.password && isUsernameAsPassword(values.password, username)) {
      errors.password ??= 'validation.password.sameAsUsername';
    }
    if (variant === 'tutor') {
      if (!values.email.trim()) errors.email ??= 'validation.email.required';
      if (!values.name_of_the_school.trim()) {
        errors.name_of_the_school ??= 'validation.school.required';
      }
    }
    return errors;
  };
}

interface ProfileFormProps {
  user: CurrentUser;
  variant: ProfileFormVariant;
  /** After the server saved the profile (the session already holds the new user). */
  onSaved: () => void;
  /** The way out without saving: a link or a button. */
  cancel: ReactNode;
  /** Puts the cursor in the first field, for a form that has just been opened. */
  focusOnMount?: boolean;
}

/** The signed-in user's own profile: details, language, avatar and, optionally, a new password. */
export function ProfileForm({ user, variant, onSaved, cancel, focusOnMount }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const update = useUpdateOwnProfile();
  const fields = variant === 'tutor' ? PROFILE_FIELDS : STUDENT_FIELDS;
  const form = useForm<ProfileFormValues>({
    mode: 'uncontrolled',
    initialValues: initialProfileValues(user),
    enhanceGetInputProps: translateInputErrors,
  });
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) firstField.current?.focus();
  }, [focusOnMount]);

  const submit = form.onSubmit(async (values) => {
    const payload = profilePayload(values, variant);
    const more = moreRequirements(values, variant, user.username);
    if (!(await passesLazySchema(form, loadRules, payload, more))) return;
    update.mutate(payload, {
      onSuccess: () => {
        // The interface may have just switched to the user's new language.
        notifySuccess(i18n.t('profile:edit.savedTitle'), i18n.t('profile:edit.saved'));
        onSaved();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error, fields));
      },
    });
  });

  const failure = update.isError ? formLevelMessage(update.error, fields) : null;
  const avatar = form.getInputProps('avatar');

  return (
    <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
      <Stack gap="lg">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Fieldset legend={t('form.sections.person')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              ref={firstField}
              label={t('form.fields.firstname')}
              autoComplete="given-name"
              {...requiredField}
              key={form.key('firstname')}
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('form.fields.lastname')}
              autoComplete="family-name"
              {...requiredField}
              key={form.key('lastname')}
              {...form.getInputProps('lastname')}
            />
            {variant === 'tutor' ? (
              <>
                <TextInput
                  label={t('form.fields.email')}
                  type="email"
                  autoComplete="email"
                  {...requiredField}
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label={t('form.fields.school')}
                  autoComplete="organization"
                  {...requiredField}
                  key={form.key('name_of_the_school')}
                  {...form.getInputProps('name_of_the_school')}
                />
              </>
            ) : null}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('form.sections.preferences')} radius="md">
          <Stack gap="md">
            <NativeSelect
              label={t('form.fields.language')}
              maw={320}
              data={LANGUAGES.map((language) => ({
                value: language,
                label: t(`common:language.${language}`),
              }))}
              key={form.key('language')}
              {...form.getInputProps('language')}
            />
            <AvatarPicker
              key={form.key('avatar')}
              label={t('common:avatars.label')}
              defaultValue={(avatar.defaultValue as string | undefined) ?? ''}
              onChange={avatar.onChange as (value: string) => void}
              error={avatar.error as ReactNode}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.password')} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('form.passwordHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <PasswordField
                label={t('form.fields.currentPassword')}
                autoComplete="current-password"
                style={{ gridColumn: '1 / -1' }}
                key={form.key('current_password')}
                {...form.getInputProps('current_password')}
              />
              <PasswordField
                label={t('form.fields.newPassword')}
                description={t('form.fields.newPasswordHint')}
                autoComplete="new-password"
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <PasswordField
                label={t('form.fields.verifyPassword')}
                autoComplete="new-password"
                key={form.key('verify_password')}
                {...form.getInputProps('verify_password')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {cancel}
          <SubmitButton pending={update.isPending}>{t('edit.submit')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** A plain "Cancel" button for forms that close in place. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Button variant="default" onClick={onClick}>
      {t('edit.cancel')}
    </Button>
  );
}
