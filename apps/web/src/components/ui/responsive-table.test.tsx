import { Button, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { cardLabels, columnNames } from '../../test/card-labels';
import { ActionsCell, LabelledCell, ResponsiveTable } from './responsive-table';

function Grades({ withButtons }: { withButtons: boolean[] }) {
  return (
    <ResponsiveTable minWidth={640} aria-label="Grades">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Student</Table.Th>
          <Table.Th scope="col">Score</Table.Th>
          <Table.Th scope="col">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {withButtons.map((buttons, index) => (
          <Table.Tr key={index}>
            <LabelledCell label="Student" rowHeader>
              {`Student ${index + 1}`}
            </LabelledCell>
            <LabelledCell label="Score" numeric>
              {`${80 + index}%`}
            </LabelledCell>
            <ActionsCell label="Actions">
              {buttons ? <Button>{`Open student ${index + 1}`}</Button> : null}
            </ActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

describe('ResponsiveTable', () => {
  it('stays a table, each value named by its column for the cards of a phone', () => {
    render(
      <AppProvider>
        <Grades withButtons={[true, false]} />
      </AppProvider>,
    );
    const table = screen.getByRole('table', { name: 'Grades' });
    // The markup is the table's own: headers, row headers and cells, the values inside them.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Student 1' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '81%' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Open student 1' })).toBeVisible();

    // Every value carries its column's name; a line without buttons shows no "Actions".
    expect(columnNames(table)).toEqual(['Student', 'Score', 'Actions']);
    expect(cardLabels(table)).toEqual([
      ['Student', 'Score', 'Actions'],
      ['Student', 'Score', null],
    ]);
  });
});
