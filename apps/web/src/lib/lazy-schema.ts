import type { ParsingSchema } from './forms';
import { schemaErrors } from './forms';
import { i18n } from './i18n';
import { notifyError } from './notify';

/**
 * A form's validation rules fetched on first use (a field focused, at the latest the submit)
 * instead of before the screen's first paint: the shared schemas bring zod with them, about 25 KB
 * gzip (docs/web-performance.md#lazy-screens-and-schemas). Fetched once; a failed fetch is tried
 * again next time.
 */
export function lazySchema(load: () => Promise<ParsingSchema>): () => Promise<ParsingSchema> {
  let loading: Promise<ParsingSchema> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The field errors of `values` under the fetched rules, or null when the rules could not be
 * fetched: then a notification says so and nothing is sent.
 */
export async function lazySchemaErrors(
  rules: () => Promise<ParsingSchema>,
  values: unknown,
): Promise<Record<string, string> | null> {
  try {
    return schemaErrors(await rules(), values);
  } catch {
    notifyError(i18n.t('messages:errors.generic'));
    return null;
  }
}

/**
 * A form's check before sending: the errors of `values` under the fetched rules, plus any
 * `moreErrors` adds (a rule the shared schema leaves to the screen), go on the form. True when
 * there are none; false as well when the rules could not be fetched (a notification says so).
 */
export async function passesLazySchema(
  form: { setErrors: (errors: Record<string, string>) => void },
  rules: () => Promise<ParsingSchema>,
  values: unknown,
  moreErrors: (errors: Record<string, string>) => Record<string, string> = (errors) => errors,
): Promise<boolean> {
  const found = await lazySchemaErrors(rules, values);
  if (!found) return false;
  const errors = moreErrors(found);
  form.setErrors(errors);
  return Object.keys(errors).length === 0;
}
