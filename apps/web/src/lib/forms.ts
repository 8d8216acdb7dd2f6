import { fieldErrorKeys } from '@aula/shared';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ApiError } from './api-client';
import { isApiError } from './api-client';
import { i18n, translateMessage } from './i18n';

/** The part of a zod schema the forms use; the schemas themselves live in @aula/shared. */
export interface ParsingSchema {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * Validates with a shared schema and returns `{ field: messageKey }`, one message per field.
 * The keys stay untranslated in the form state, so a language switch re-translates them.
 */
export function schemaErrors(schema: ParsingSchema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorKeys(result.error.issues);
}

/** Shows a form error: keys of the `messages` catalogue are translated, server texts kept. */
export function errorText(error: ReactNode): ReactNode {
  if (typeof error === 'string' && i18n.exists(`messages:${error}`)) return translateMessage(error);
  return error;
}

/** Mantine form option that translates every input's error where it is rendered. */
export function translateInputErrors({ inputProps }: { inputProps: { error?: unknown } }) {
  return { error: errorText(inputProps.error as ReactNode) };
}

/** Field errors of a 400/409 answer, limited to the fields the form shows. */
export function serverFieldErrors(error: ApiError, fieldNames: readonly string[]) {
  const errors: Record<string, string> = {};
  for (const [name, text] of Object.entries(error.fields ?? {})) {
    if (fieldNames.includes(name)) errors[name] = text;
  }
  return errors;
}

/**
 * The part of a failed request to show above the form: its message, unless the same text is
 * already shown under one of the fields (a 409 "Username is already in use" says it once).
 */
export function formLevelMessage(error: Error, fieldNames: readonly string[]): string | null {
  if (!isApiError(error)) return error.message;
  const shownUnderFields = Object.values(serverFieldErrors(error, fieldNames));
  return shownUnderFields.includes(error.message) ? null : error.message;
}

/**
 * Runs `change` (a reset, values from the server) on an uncontrolled form. The form renews the
 * inputs whose value it sets, and a renewed input has lost the focus: the one that had it (a
 * form sent with Enter) gets it back, as it kept it while the forms were controlled.
 */
export function keepingFocus(change: () => void) {
  const focused = document.activeElement;
  const path = focused?.getAttribute('data-path');
  const form = focused?.closest('form');
  flushSync(change);
  if (path && form && !focused?.isConnected) {
    form.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus();
  }
}
