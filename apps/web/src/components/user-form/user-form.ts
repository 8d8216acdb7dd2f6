import type { Avatar, Language, User } from '@aula/shared';
import type { FormErrors } from '@mantine/form';
import { isAvatar } from '../ui/avatar-picture';
import { isApiError } from '../../lib/api-client';
import { keepingFocus, serverFieldErrors } from '../../lib/forms';
import { currentLanguage } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';

/** The values both sign-up forms hold, by their API names; selects hold strings. */
export interface UserFormValues {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password: string;
  verify_password: string;
  name_of_the_school: string;
  language: Language;
  avatar: string;
}

export const COMMON_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'username',
  'password',
  'verify_password',
  'name_of_the_school',
  'language',
  'avatar',
] as const;

export function initialCommonValues(): UserFormValues {
  return {
    firstname: '',
    lastname: '',
    email: '',
    username: '',
    password: '',
    verify_password: '',
    name_of_the_school: '',
    language: currentLanguage(),
    avatar: '',
  };
}

/** No avatar chosen is no avatar sent. */
export function chosenAvatar(avatar: string): Avatar | undefined {
  return isAvatar(avatar) ? avatar : undefined;
}

interface UserForm {
  reset(): void;
  setErrors(errors: FormErrors): void;
}

/**
 * What both forms do with the server's answer: on 201 a notification names the new user and
 * the form empties; on 400/409 the server's texts go under their fields.
 */
export function userFormResultHandlers(
  form: UserForm,
  fields: readonly string[],
  announce: (user: User) => { title: string; message: string },
) {
  return {
    onSuccess: (user: User) => {
      const { title, message } = announce(user);
      notifySuccess(title, message);
      keepingFocus(() => form.reset());
    },
    onError: (error: Error) => {
      if (isApiError(error)) form.setErrors(serverFieldErrors(error, fields));
    },
  };
}
