import { LANGUAGES } from '@aula/shared';
import type { GetInputPropsReturnType } from '@mantine/form';
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../ui/avatar-picker';
import type { COMMON_FIELDS } from './user-form';
import { requiredField } from '../ui/required-field';
import { PasswordField } from '../ui/password-field';

type CommonField = (typeof COMMON_FIELDS)[number];

/**
 * What the fields need of an uncontrolled form: each input keeps what is typed, so typing does
 * not re-render the form, and `key` changes when the form itself sets or resets a value.
 */
export interface CommonFieldsForm {
  getInputProps: (field: CommonField) => GetInputPropsReturnType;
  key: (field: CommonField) => string;
}

interface UserFieldsProps {
  form: CommonFieldsForm;
  emailRequired: boolean;
  /** Extra fields about the person (grade and tutor of a student). */
  personExtra?: ReactNode;
  /**
   * When editing an existing account the password may stay as it is: the two password fields
   * are then optional and `passwordHint` says so.
   */
  passwordOptional?: boolean;
  passwordHint?: ReactNode;
}

export function UserFields({
  form,
  emailRequired,
  personExtra,
  passwordOptional = false,
  passwordHint,
}: UserFieldsProps) {
  const { t } = useTranslation(['signup', 'common']);
  const { getInputProps: inputProps, key } = form;
  const avatar = inputProps('avatar');
  return (
    <Stack gap="lg">
      <Fieldset legend={t('sections.person')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('fields.firstname')}
            autoComplete="off"
            {...requiredField}
            key={key('firstname')}
            {...inputProps('firstname')}
          />
          <TextInput
            label={t('fields.lastname')}
            autoComplete="off"
            {...requiredField}
            key={key('lastname')}
            {...inputProps('lastname')}
          />
          <TextInput
            label={emailRequired ? t('fields.email') : t('fields.emailOptional')}
            type="email"
            autoComplete="off"
            {...(emailRequired ? requiredField : {})}
            key={key('email')}
            {...inputProps('email')}
          />
          <TextInput
            label={t('fields.school')}
            autoComplete="off"
            {...requiredField}
            key={key('name_of_the_school')}
            {...inputProps('name_of_the_school')}
          />
          {personExtra}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('sections.account')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('fields.username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...requiredField}
            style={{ gridColumn: '1 / -1' }}
            key={key('username')}
            {...inputProps('username')}
          />
          <PasswordField
            label={t('fields.password')}
            description={passwordHint ?? t('fields.passwordHint')}
            autoComplete="new-password"
            {...(passwordOptional ? {} : requiredField)}
            key={key('password')}
            {...inputProps('password')}
          />
          <PasswordField
            label={t('fields.verifyPassword')}
            autoComplete="new-password"
            {...(passwordOptional ? {} : requiredField)}
            description={t('fields.verifyPasswordHint')}
            key={key('verify_password')}
            {...inputProps('verify_password')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('sections.preferences')} radius="md">
        <Stack gap="md">
          <NativeSelect
            label={t('fields.language')}
            maw={320}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: t(`common:language.${language}`),
            }))}
            key={key('language')}
            {...inputProps('language')}
          />
          <AvatarPicker
            key={key('avatar')}
            label={t('common:avatars.label')}
            defaultValue={(avatar.defaultValue as string | undefined) ?? ''}
            onChange={avatar.onChange as (value: string) => void}
            error={avatar.error as ReactNode}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
