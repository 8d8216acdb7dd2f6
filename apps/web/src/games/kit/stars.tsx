import { Group, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './kit.module.css';

/** 0 to 3 stars, filled or outlined (shape, not colour, tells them apart), with the count in words. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation('games');
  return (
    <Group gap="xs" justify="center">
      {[0, 1, 2].map((index) =>
        index < count ? (
          <IconStarFilled
            key={index}
            aria-hidden
            className={`${classes.star} ${classes.starOn} ${classes.pop}`}
          />
        ) : (
          <IconStar key={index} aria-hidden className={`${classes.star} ${classes.starOff}`} />
        ),
      )}
      <VisuallyHidden data-testid="game-stars">{t('completed.stars', { count })}</VisuallyHidden>
    </Group>
  );
}
