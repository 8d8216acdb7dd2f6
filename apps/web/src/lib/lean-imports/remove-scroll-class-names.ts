import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * react-remove-scroll's `RemoveScroll.classNames`, for Mantine's AppShell (see
 * vite-plugins/lean-mantine-imports.ts): the classes that a dialog's scroll lock pads, read from
 * the library's own constants so they stay the ones it uses.
 */
export const RemoveScroll = {
  classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName },
};
