import {
  IconCalendarStats,
  IconChartBar,
  IconClipboardList,
  IconClockHour4,
  IconDeviceGamepad2,
  IconListDetails,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './reports.module.css';

type TabKey = 'progress' | 'tests' | 'activityTime' | 'daily' | 'attendance' | 'games';

const TABS: { key: TabKey; path: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'progress', path: '', icon: IconChartBar },
  { key: 'tests', path: 'tests', icon: IconClipboardList },
  { key: 'activityTime', path: 'activity-time', icon: IconClockHour4 },
  { key: 'daily', path: 'daily', icon: IconListDetails },
  { key: 'attendance', path: 'attendance', icon: IconCalendarStats },
  { key: 'games', path: 'games', icon: IconDeviceGamepad2 },
];

/**
 * The reports as links, each its own address (so a report can be bookmarked, shared and opened
 * again with Back); the current one is marked for screen readers with aria-current.
 */
export function ReportTabs({ studentId }: { studentId: number }) {
  const { t } = useTranslation('reports');
  const base = `/students/${studentId}/reports`;
  return (
    <nav aria-label={t('layout.tabsLabel')} className={classes.tabs}>
      {TABS.map(({ key, path, icon: Icon }) => (
        <NavLink key={key} to={path ? `${base}/${path}` : base} end className={classes.tab}>
          <span aria-hidden style={{ display: 'inline-flex' }}>
            <Icon size={18} />
          </span>
          {t(`tabs.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
