import { Skeleton, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { ActivityTimeTable } from '../rows/activity-time-rows';

const ActivityBarChart = lazy(() =>
  import('./activity-bar-chart').then((module) => ({ default: module.ActivityBarChart })),
);

/** The drawing's height; its placeholder takes the same, so nothing below moves. */
const CHART_HEIGHT = 280;

/**
 * Time per day stacked by subject. The figure is named by its caption, which points to the table
 * below for the figures themselves: the drawing is hidden from screen readers and not focusable,
 * since the table says the same thing better. The caption, figures and table show at once; the
 * drawing follows when its code has arrived.
 */
export function ActivityChart({ table, label }: { table: ActivityTimeTable; label: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="xs">
        {label}
      </Text>
      <div aria-hidden>
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
          <ActivityBarChart table={table} height={CHART_HEIGHT} />
        </Suspense>
      </div>
    </figure>
  );
}
