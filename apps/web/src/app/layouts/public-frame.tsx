import { Center, Container, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicLink } from '../../lib/public-navigation';
import brandClasses from './app-layout.module.css';
import { BrandMark } from './brand-mark';
import classes from './public-layout.module.css';
import { PublicLanguageSwitch } from './public-language-switch';
import { UpdateButton } from './update-button';

/**
 * Sign-in, password recovery and 404: a centred card with the language switch. Without a
 * router of its own, so it can frame the visitor's screens before the router is loaded.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const home = usePublicLink('/');
  return (
    <div className={classes.page}>
      <header>
        <Container size="md" py="md">
          <Group justify="space-between">
            <a {...home} className={brandClasses.brand}>
              <BrandMark />
            </a>
            <Group gap="sm">
              <UpdateButton />
              <PublicLanguageSwitch />
            </Group>
          </Group>
        </Container>
      </header>
      <Center component="main" px="md" pb="xl">
        <Stack w="100%" maw={460} gap="sm">
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
          <Text ta="center" size="sm" c="dimmed">
            {t('tagline')}
          </Text>
        </Stack>
      </Center>
    </div>
  );
}
