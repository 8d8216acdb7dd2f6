import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof userEvent.setup>[0]>;
export type User = ReturnType<typeof userEvent.setup>;

/**
 * A person at the keyboard and the pointer, as user-event plays them, without two costs that
 * prove nothing here: the pause between keys, and the check before every event that nothing
 * up the tree has `pointer-events: none`. That check reads the computed style of each
 * ancestor, a third of a form test's typing time, and jsdom loads no stylesheets (the tests
 * import none), so it could only ever find an inline style, which the app never sets.
 */
export function setupUser(options: Options = {}): User {
  return userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...options,
  });
}
