import type { Avatar } from '@aula/shared';
import { AVATARS } from '@aula/shared';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AvatarArt } from './avatar-art';

const AVATAR_BACKGROUND: Record<Avatar, string> = {
  owl: 'var(--mantine-color-yellow-1)',
  fox: 'var(--mantine-color-orange-1)',
  bear: 'var(--mantine-color-grape-1)',
  cat: 'var(--mantine-color-pink-1)',
  frog: 'var(--mantine-color-lime-1)',
  panda: 'var(--mantine-color-blue-1)',
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

/** A friendly animal face in a coloured circle, named by the animal unless decorative. */
export function AvatarPicture({ avatar, size = 40, decorative = false }: AvatarPictureProps) {
  const { t } = useTranslation();
  const known = isAvatar(avatar) ? avatar : null;
  return (
    <Box
      component="span"
      aria-hidden={decorative || undefined}
      style={{
        display: 'inline-flex',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        background: known ? AVATAR_BACKGROUND[known] : 'var(--mantine-color-indigo-0)',
      }}
    >
      <AvatarArt
        avatar={known}
        label={decorative ? undefined : known ? t(`avatars.${known}`) : t('avatars.none')}
      />
    </Box>
  );
}
