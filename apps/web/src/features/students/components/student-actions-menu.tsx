import type { StudentSummary } from '@aula/shared';
import { Menu } from '@mantine/core';
import {
  IconAdjustments,
  IconBooks,
  IconChartBar,
  IconClipboardCheck,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteExists } from '../../../lib/routes-context';
import { StudentActionsButton } from './student-actions-button';

const TOPICS_PATH = '/manage-content-by-grade';
const TEST_SETTINGS_PATH = '/settings';
const EVALUATION_PATH = '/evaluation';

export interface StudentActionsMenuProps {
  student: StudentSummary;
  onDelete: (student: StudentSummary) => void;
}

/**
 * What a tutor can do with one student. Mantine's menu opens with Enter, Space or the arrow
 * keys and moves with the arrows; screens of other features show only once their route exists.
 */
export function StudentActionsMenu({ student, onDelete }: StudentActionsMenuProps) {
  const { t } = useTranslation('students');
  const routeExists = useRouteExists();
  const query = `?student=${student.id}`;
  const reportsPath = `/students/${student.id}/reports`;
  return (
    // Opened from the keyboard, the focus lands on the first item, as in any menu. Like the
    // account menu, it stays open rather than hiding when its row counts as out of view, and
    // is drawn beside its button (inside the page's main landmark) rather than in a portal;
    // fixed positioning keeps the table's scroll container from clipping it.
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      withinPortal={false}
      floatingStrategy="fixed"
      hideDetached={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <StudentActionsButton student={student} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/students/${student.id}/edit`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Menu.Item>
        {routeExists(reportsPath) ? (
          <Menu.Item
            component={Link}
            to={reportsPath}
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {t('actions.reports')}
          </Menu.Item>
        ) : null}
        {routeExists(EVALUATION_PATH) ? (
          <Menu.Item
            component={Link}
            to={`${EVALUATION_PATH}${query}`}
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
          >
            {t('actions.evaluate')}
          </Menu.Item>
        ) : null}
        {routeExists(TOPICS_PATH) ? (
          <Menu.Item
            component={Link}
            to={`${TOPICS_PATH}${query}`}
            leftSection={<IconBooks size={16} aria-hidden />}
          >
            {t('actions.topics')}
          </Menu.Item>
        ) : null}
        {routeExists(TEST_SETTINGS_PATH) ? (
          <Menu.Item
            component={Link}
            to={`${TEST_SETTINGS_PATH}${query}`}
            leftSection={<IconAdjustments size={16} aria-hidden />}
          >
            {t('actions.testSettings')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        {/* Mantine's red (red 6) is 3.3:1 on white: red 9 text, on white or a focused item's grey. */}
        <Menu.Item
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(student)}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
