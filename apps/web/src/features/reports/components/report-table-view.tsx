import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { ReportRow, ReportTable } from '../report-table';
import {
  ActionsCell,
  LabelledCell,
  ResponsiveTable,
} from '../../../components/ui/responsive-table';

interface ReportTableViewProps<Key extends string, Meta> {
  table: ReportTable<Key, Meta>;
  /** The table's name; `captionHidden` when a heading right above already shows it. */
  caption: ReactNode;
  captionHidden?: boolean;
  /** Columns to leave out (a subject's table does not repeat the subject on every line). */
  hiddenColumns?: Key[];
  /** Something beside a cell's text (a bar, an icon); the text itself is always shown. */
  decorate?: (column: Key, row: ReportRow<Key, Meta>) => ReactNode;
  /** A last column of buttons, which the CSV leaves out. */
  action?: { header: string; render: (row: ReportRow<Key, Meta>) => ReactNode };
  /** Lines opened under a row (a test's answers). */
  after?: (row: ReportRow<Key, Meta>, columnCount: number) => ReactNode;
  minWidth?: number;
}

/**
 * A report's rows as a table: the first column heads each row, figures sit on the right, and the
 * totals line is the footer. Every cell shows the same text the CSV holds.
 */
export function ReportTableView<Key extends string, Meta>({
  table,
  caption,
  captionHidden = false,
  hiddenColumns = [],
  decorate,
  action,
  after,
  minWidth = 640,
}: ReportTableViewProps<Key, Meta>) {
  const columns = table.columns.filter((column) => !hiddenColumns.includes(column.key));
  const columnCount = columns.length + (action ? 1 : 0);
  const cells = (values: Record<Key, string>, row?: ReportRow<Key, Meta>) =>
    columns.map((column, index) => (
      <LabelledCell
        key={column.key}
        label={column.header}
        rowHeader={index === 0}
        numeric={column.numeric}
        fw={index === 0 ? 600 : undefined}
      >
        {row && decorate ? decorate(column.key, row) : null}
        {values[column.key]}
      </LabelledCell>
    ));

  return (
    <ResponsiveTable minWidth={minWidth} verticalSpacing="xs" striped highlightOnHover>
      <caption
        style={
          captionHidden
            ? undefined
            : { captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 8 }
        }
      >
        {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
      </caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
              {column.header}
            </Table.Th>
          ))}
          {action ? (
            <Table.Th scope="col">
              <VisuallyHidden>{action.header}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Fragment key={row.id}>
            <Table.Tr data-row={row.id}>
              {cells(row.cells, row)}
              {action ? (
                <ActionsCell label={action.header}>{action.render(row)}</ActionsCell>
              ) : null}
            </Table.Tr>
            {after ? after(row, columnCount) : null}
          </Fragment>
        ))}
      </Table.Tbody>
      {table.totals ? (
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {cells(table.totals)}
            {action ? <ActionsCell label={action.header} /> : null}
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </ResponsiveTable>
  );
}
