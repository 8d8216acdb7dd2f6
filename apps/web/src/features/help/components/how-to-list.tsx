import {
  GAME_LIVES,
  QUESTIONS_PER_QUIZ,
  QUESTIONS_PER_TEST,
  QUIZ_PASS_MARK,
  STUDENT_IMPORT_MAX_ROWS,
} from '@aula/shared';
import type { MantineColor } from '@mantine/core';
import { Accordion, Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useRouteExists } from '../../../lib/routes-context';
import classes from './help.module.css';
import { HowToPicture } from './how-to-picture';

export type HelpKey = ParseKeys<'help'>;

export interface HowTo {
  id: string;
  title: HelpKey;
  summary: HelpKey;
  /** Where the step's <go> link leads (a path, with an optional #section). */
  to: string;
  steps: HelpKey[];
  picture: { main: Icon; badge: Icon; color?: MantineColor };
  warning?: HelpKey;
  extra?: ReactNode;
}

/** The <go> of a step: a link when the screen exists for the user, otherwise its name in bold. */
function GoTo({ to, children }: { to: string; children?: ReactNode }) {
  const routeExists = useRouteExists();
  const [pathname = to] = to.split('#');
  if (!routeExists(pathname)) {
    return (
      <Text component="strong" inherit fw={600}>
        {children}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={to} inherit fw={600}>
      {children}
    </Anchor>
  );
}

function HowToSteps({ howTo }: { howTo: HowTo }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const values = {
    max: STUDENT_IMPORT_MAX_ROWS.toLocaleString(language),
    quizQuestions: QUESTIONS_PER_QUIZ,
    quizPass: QUIZ_PASS_MARK,
    testQuestions: QUESTIONS_PER_TEST,
    lives: GAME_LIVES,
  };
  return (
    <Stack gap="md">
      {howTo.warning ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t(howTo.warning)}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack visibleFrom="sm" pt={4}>
          <HowToPicture {...howTo.picture} size={72} />
        </Stack>
        <List type="ordered" spacing="xs" style={{ flex: 1 }}>
          {howTo.steps.map((step) => (
            <List.Item key={step}>
              <Trans
                t={t}
                i18nKey={step}
                values={values}
                components={{ go: <GoTo to={howTo.to} /> }}
              />
            </List.Item>
          ))}
        </List>
      </Group>
      {howTo.extra}
    </Stack>
  );
}

/**
 * Short illustrated guides, one accordion item each (keyboard: Tab, Enter or Space, arrows).
 * Closed panels stay in the page hidden with display: none, so printing can show them all.
 */
export function HowToList({ howTos }: { howTos: HowTo[] }) {
  const { t } = useTranslation('help');
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      order={3}
      keepMountedMode="display-none"
      classNames={{ panel: classes.panel, chevron: classes.chevron }}
    >
      {howTos.map((howTo) => (
        <Accordion.Item key={howTo.id} value={howTo.id} id={howTo.id}>
          <Accordion.Control icon={<HowToPicture {...howTo.picture} size={40} />}>
            <Text component="span" display="block" fw={600}>
              {t(howTo.title)}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed">
              {t(howTo.summary)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <HowToSteps howTo={howTo} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
