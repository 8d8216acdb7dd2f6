import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorKeys } from '../schemas/field-error-keys';
import { passwordField } from '../schemas/fields';
import { updateOwnProfileSchema, updateStudentSchema } from '../schemas/students';
import { signupStudentFormSchema, signupTutorSchema } from '../schemas/users';
import { passwordResetConfirmSchema } from '../schemas/auth';
import { isGuessablePassword, isUsernameAsPassword } from './password-rules';

const passwordError = (schema: { safeParse(value: unknown): unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success ? undefined : fieldErrorKeys(result.error!.issues).password;
};

describe('guessable passwords', () => {
  it('are the most common passwords, in any case and with spaces around them', () => {
    for (const password of [
      '123456',
      'password',
      'Password',
      'QWERTY',
      'contraseña',
      'Contraseña',
      '111111',
      'abc123',
      'iloveyou',
      'teamo123',
      '  123456  ',
      'futbol',
    ]) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('are passwords of spaces only', () => {
    expect(isGuessablePassword('      ')).toBe(true);
    expect(isGuessablePassword('\t \u00a0   ')).toBe(true);
  });

  it('leave passwords that are not on the list alone', () => {
    for (const password of ['secret1', 'brand-new-pass', 'mi perro Toby', 'x7Kp2m']) {
      expect(isGuessablePassword(password), password).toBe(false);
    }
  });

  it('include the username, in any case and with spaces around it', () => {
    expect(isUsernameAsPassword(' Ana.Ruiz ', 'ana.ruiz')).toBe(true);
    expect(isUsernameAsPassword('ana.ruiz', 'ANA.RUIZ')).toBe(true);
    expect(isUsernameAsPassword('ana.ruiz1', 'ana.ruiz')).toBe(false);
    expect(isUsernameAsPassword('', '')).toBe(false);
  });
});

describe('the password field and the forms that set a password', () => {
  it('refuse a guessable password with its own message, after the length rule', () => {
    const field = z.object({ password: passwordField });
    expect(passwordError(field, { password: '123456' })).toBe('validation.password.tooEasy');
    expect(passwordError(field, { password: '      ' })).toBe('validation.password.tooEasy');
    expect(passwordError(field, { password: '   ' })).toBe('validation.password.min');
    expect(passwordError(field, { password: 'brand-new-pass' })).toBeUndefined();
  });

  it('refuse the username as the password wherever both are typed', () => {
    const tutor = {
      firstname: 'Ana',
      lastname: 'Ruiz',
      email: 'ana@example.com',
      username: 'ana.ruiz',
      name_of_the_school: 'Casa',
      language: 'en',
    };
    const student = { ...tutor, grade_id: 2 };
    for (const [schema, form] of [
      [signupTutorSchema, tutor],
      [signupStudentFormSchema, student],
      [updateStudentSchema, student],
    ] as const) {
      expect(
        passwordError(schema, { ...form, password: 'Ana.Ruiz', verify_password: 'Ana.Ruiz' }),
      ).toBe('validation.password.sameAsUsername');
      expect(
        passwordError(schema, { ...form, password: 'qwerty', verify_password: 'qwerty' }),
      ).toBe('validation.password.tooEasy');
      expect(
        passwordError(schema, {
          ...form,
          password: 'brand-new-pass',
          verify_password: 'brand-new-pass',
        }),
      ).toBeUndefined();
    }
    // An edit that keeps the password sends none.
    expect(
      passwordError(updateStudentSchema, { ...student, password: '', verify_password: '' }),
    ).toBeUndefined();
  });

  it('refuse a guessable new password where the username is not in the form', () => {
    const own = {
      firstname: 'Ana',
      lastname: 'Ruiz',
      language: 'en',
      current_password: 'secret1',
      password: 'iloveyou',
      verify_password: 'iloveyou',
    };
    expect(passwordError(updateOwnProfileSchema, own)).toBe('validation.password.tooEasy');
    expect(
      passwordError(passwordResetConfirmSchema, {
        token: 'abc',
        password: 'abc123',
        verify_password: 'abc123',
      }),
    ).toBe('validation.password.tooEasy');
  });
});
