import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './reports.module.css';

export interface ReportFigure {
  label: string;
  value: ReactNode;
}

/** A report's headline figures as a description list: each label with its value. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  return (
    <dl className={classes.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={classes.figure}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {figure.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
