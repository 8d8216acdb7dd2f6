/**
 * Marks an input as required: `aria-required` for assistive technology, and an asterisk drawn
 * by CSS (app/global.css) rather than written into the label, so the label's text stays exactly
 * the field's name ("Password", not "Password *").
 */
export const requiredField = {
  'aria-required': true,
  labelProps: { 'data-required-mark': true },
} as const;
