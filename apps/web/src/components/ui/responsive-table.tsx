import type { TableProps, TableTdProps } from '@mantine/core';
import { Box, rem, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './responsive-table.module.css';

function classNames(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ') || undefined;
}

interface ResponsiveTableProps extends TableProps {
  /** On a wide screen narrower than this, the table scrolls sideways instead of squeezing. */
  minWidth?: number;
}

/**
 * A Mantine table that a phone (under 600 px) shows as one card per line, every value beside
 * its column's name and the line's buttons at full size: a wide table cut off at the side of a
 * phone hid most of its columns with nothing to tell. Wider screens get the table as before,
 * scrolling sideways with the browser's own scrollbar below `minWidth` (Mantine's
 * Table.ScrollContainer draws one with ScrollArea, 5 KB gzip more on every screen with a table).
 *
 * The cards are drawn by CSS from the same markup, so the layout is right from the first frame
 * and a screen reader still meets a table. Put each value in a `LabelledCell` and a line's
 * buttons in an `ActionsCell`, both named after their column.
 */
export function ResponsiveTable({ minWidth, className, ...tableProps }: ResponsiveTableProps) {
  return (
    <div className={classes.scroll}>
      <Box
        className={classes.frame}
        __vars={minWidth ? { '--responsive-table-min-width': rem(minWidth) } : undefined}
      >
        <Table {...tableProps} className={classNames(classes.table, className)} />
      </Box>
    </div>
  );
}

interface LabelledCellProps extends Omit<
  TableTdProps,
  'children' | 'classNames' | 'styles' | 'vars' | 'ref'
> {
  /** The column's name, which a card shows before the value ("Grade: Grade 3"). */
  label: string;
  /** The cell that names its line: a row header (`<th scope="row">`). */
  rowHeader?: boolean;
  /** A figure: on the right in the table, in line with the others in a card. */
  numeric?: boolean;
  children?: ReactNode;
}

/** A value of a `ResponsiveTable`, named by its column when the line is a card. */
export function LabelledCell({
  label,
  rowHeader = false,
  numeric = false,
  className,
  children,
  ...cellProps
}: LabelledCellProps) {
  const props = {
    ...cellProps,
    'data-label': label,
    className: classNames(numeric && classes.numeric, className),
    children: <div className={classes.value}>{children}</div>,
  };
  return rowHeader ? <Table.Th scope="row" {...props} /> : <Table.Td {...props} />;
}

interface ActionsCellProps {
  /** The column's name ("Actions"): the table's header keeps it for screen readers. */
  label: string;
  /** The line's buttons; nothing when this line has none (the card then shows no such line). */
  children?: ReactNode;
}

/** The last cell of a line: its buttons, at the right of the table or at full size in a card. */
export function ActionsCell({ label, children }: ActionsCellProps) {
  const empty = children === null || children === undefined || children === false;
  return (
    <Table.Td
      data-label={empty ? undefined : label}
      className={classNames(classes.actionsCell, empty && classes.emptyActions)}
    >
      {empty ? null : <div className={classes.value}>{children}</div>}
    </Table.Td>
  );
}
