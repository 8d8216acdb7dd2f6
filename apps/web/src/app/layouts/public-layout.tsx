import { Center, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import classes from './public-layout.module.css';
import { PublicLanguageSwitch } from './public-language-switch';
import { UpdateButton } from './update-button';

/** Sign-in, password recovery and 404: a centred card with the language switch. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <header>
        <Container size="md" py="md">
          <Group justify="space-between">
            <Brand />
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
            <Outlet />
          </Paper>
          <Text ta="center" size="sm" c="dimmed">
            {t('tagline')}
          </Text>
        </Stack>
      </Center>
    </div>
  );
}
