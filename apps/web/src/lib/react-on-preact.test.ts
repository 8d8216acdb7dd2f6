/*
 * The app's unit tests render with React; the browser runs Preact's compatibility layer with
 * the additions of react-on-preact.ts. These tests render with Preact itself, through the
 * module the browser gets as "react".
 */
import { createElement, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Activity } from './react-on-preact';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

describe('react on Preact', () => {
  it('keeps an Activity mounted while hidden, and shows it again as it was', () => {
    render(createElement(Activity, { mode: 'visible' }, createElement('input', {})), root);
    const input = root.querySelector('input')!;
    input.value = 'typed';
    expect(input.parentElement).toHaveStyle({ display: 'contents' });

    render(createElement(Activity, { mode: 'hidden' }, createElement('input', {})), root);
    expect(root.querySelector('input')).toBe(input);
    expect(input).not.toBeVisible();

    render(createElement(Activity, { mode: 'visible' }, createElement('input', {})), root);
    expect(root.querySelector('input')).toHaveValue('typed');
    expect(input).toBeVisible();
  });

  it('focuses an autoFocus element when it is mounted, and not again on a later render', async () => {
    render(createElement('input', { autoFocus: true, 'aria-label': 'answer' }), root);
    await Promise.resolve();
    const input = root.querySelector('input')!;
    expect(input).toHaveFocus();

    input.blur();
    render(createElement('input', { autoFocus: true, 'aria-label': 'answer' }), root);
    await Promise.resolve();
    expect(input).not.toHaveFocus();
  });

  it('keeps the element’s own ref beside the focus', async () => {
    const ref = { current: null as HTMLElement | null };
    render(createElement('button', { autoFocus: true, ref }), root);
    await Promise.resolve();
    expect(ref.current).toBe(root.querySelector('button'));
    expect(ref.current).toHaveFocus();
  });

  it('makes SVG parts focusable with tabIndex, as React writes it', () => {
    render(createElement('svg', {}, createElement('g', { tabIndex: 0, role: 'slider' })), root);
    const part = root.querySelector('g')!;
    expect(part.getAttribute('tabindex')).toBe('0');
    part.focus();
    expect(part).toHaveFocus();
  });
});
