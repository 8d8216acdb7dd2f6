import type { CurrentUser } from '@aula/shared';
import type { UnstyledButtonProps } from '@mantine/core';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicture } from '../../components/ui/avatar-picture';
import classes from './app-layout.module.css';

type AccountButtonProps = UnstyledButtonProps &
  ComponentPropsWithRef<'button'> & { user: CurrentUser };

/** The header's account button: the user's picture and first name; it opens the account menu. */
export function AccountButton({ user, ...props }: AccountButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('account.menu')} className={classes.userButton} {...props}>
      <Group gap="xs" wrap="nowrap">
        <AvatarPicture avatar={user.avatar} size={34} decorative />
        <Text size="sm" fw={500} visibleFrom="sm">
          {user.firstname}
        </Text>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
