import type { Avatar } from '@aula/shared';
import { AVATARS } from '@aula/shared';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One friendly animal per avatar of the catalogue. */
export const AVATAR_EMOJI: Record<Avatar, string> = {
  owl: '🦉',
  fox: '🦊',
  bear: '🐻',
  cat: '🐱',
  frog: '🐸',
  panda: '🐼',
  lion: '🦁',
  rabbit: '🐰',
};

const AVATAR_BACKGROUND: Record<Avatar, string> = {
  owl: 'var(--mantine-color-yellow-1)',
  fox: 'var(--mantine-color-orange-1)',
  bear: 'var(--mantine-color-grape-1)',
  cat: 'var(--mantine-color-pink-1)',
  frog: 'var(--mantine-color-lime-1)',
  panda: 'var(--mantine-color-gray-1)',
  lion: 'var(--mantine-color-yellow-2)',
  rabbit: 'var(--mantine-color-cyan-1)',
};

export function isAvatar(value: unknown): value is Avatar {
  return typeof value === 'string' && (AVATARS as readonly string[]).includes(value);
}

interface AvatarPictureProps {
  avatar: string | null | undefined;
  size?: number;
  /** Decorative when a name next to it already says who it is. */
  decorative?: boolean;
}

export function AvatarPicture({ avatar, size = 40, decorative = false }: AvatarPictureProps) {
  const { t } = useTranslation();
  const known = isAvatar(avatar) ? avatar : null;
  return (
    <Box
      component="span"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : known ? t(`avatars.${known}`) : t('avatars.none')}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        fontSize: size * 0.6,
        lineHeight: 1,
        fontFamily: '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif',
        background: known ? AVATAR_BACKGROUND[known] : 'var(--mantine-color-indigo-0)',
      }}
    >
      {known ? AVATAR_EMOJI[known] : '🙂'}
    </Box>
  );
}
