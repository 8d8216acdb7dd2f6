import type { Answer, PublicItem } from '@aula/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  capitalItem,
  catItem,
  countItem,
  evenItem,
  quarterItem,
  spainItem,
  wordsItem,
} from '../../test/assessment-fixtures';
import { renderScreen } from '../../test/render-screen';
import { answerFor, isAnswerComplete } from './answer-draft';
import { QuestionView } from './question-view';
import { setupUser } from '../../test/user';

/** The question with its draft kept as a screen keeps it; `sent()` is what Check would send. */
function renderQuestion(item: PublicItem) {
  let draft: Answer | null = null;
  function Harness() {
    const [answer, setAnswer] = useState<Answer | null>(null);
    return (
      <QuestionView
        item={item}
        answer={answer}
        onChange={(next) => {
          draft = next;
          setAnswer(next);
        }}
      />
    );
  }
  renderScreen(<Harness />);
  return {
    sent: () => answerFor(item, draft),
    complete: () => isAnswerComplete(item, draft),
  };
}

const user = () => setupUser();

describe('question renderers', () => {
  it('single choice: one card per choice, chosen by click or arrow keys', async () => {
    const question = renderQuestion(capitalItem);
    expect(screen.getByRole('heading', { name: 'What is the capital of France?' })).toHaveFocus();
    const group = within(screen.getByRole('radiogroup', { name: 'Choose one answer' }));
    expect(group.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Paris',
      'Lyon',
      'Nice',
    ]);

    await user().click(group.getByRole('radio', { name: 'Paris' }));
    expect(group.getByRole('radio', { name: 'Paris' })).toHaveAttribute('aria-checked', 'true');
    expect(question.sent()).toEqual({ type: 'single_choice', choice_id: 'c3' });

    await user().keyboard('{ArrowDown}');
    expect(group.getByRole('radio', { name: 'Lyon' })).toHaveFocus();
    expect(group.getByRole('radio', { name: 'Lyon' })).toHaveAttribute('aria-checked', 'true');
    expect(question.sent()).toEqual({ type: 'single_choice', choice_id: 'c1' });
  });

  it('reveals the hints one at a time', async () => {
    renderQuestion(capitalItem);
    expect(screen.queryByText('It is on the Seine.')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Show a hint' }));
    const hints = () => within(screen.getByRole('list', { name: 'Hints' }));
    expect(hints().getByRole('listitem')).toHaveTextContent('Hint 1: It is on the Seine.');

    await user().click(screen.getByRole('button', { name: 'Show another hint' }));
    expect(
      hints()
        .getAllByRole('listitem')
        .map((hint) => hint.textContent),
    ).toEqual(['Hint 1: It is on the Seine.', 'Hint 2: Its tower is made of iron.']);
    expect(screen.queryByRole('button', { name: /hint/ })).not.toBeInTheDocument();
    expect(hints().getAllByRole('listitem')[1]).toHaveFocus();
  });

  it('multiple choice: every checked card is in the answer', async () => {
    const question = renderQuestion(evenItem);
    const group = within(screen.getByRole('group', { name: 'Choose every right answer' }));
    await user().click(group.getByRole('checkbox', { name: '2' }));
    await user().click(group.getByRole('checkbox', { name: '4' }));
    expect(question.sent()).toEqual({ type: 'multiple_choice', choice_ids: ['c1', 'c3'] });
    await user().click(group.getByRole('checkbox', { name: '2' }));
    expect(group.getByRole('checkbox', { name: '2' })).toHaveAttribute('aria-checked', 'false');
    expect(question.sent()).toEqual({ type: 'multiple_choice', choice_ids: ['c3'] });
  });

  it('numeric: the number as typed, with the unit and the accepted forms said', async () => {
    const question = renderQuestion(quarterItem);
    const input = screen.getByRole('textbox', { name: 'Your answer, in cm' });
    expect(input).toHaveAccessibleDescription('Write it as a fraction like 3/4 or a decimal.');
    expect(question.complete()).toBe(false);
    await user().type(input, '3/4');
    expect(question.sent()).toEqual({ type: 'numeric', value: '3/4' });
  });

  it('short text: the words as typed, beside the question picture', async () => {
    const question = renderQuestion(spainItem);
    expect(screen.getByRole('img', { name: 'A map of Spain' })).toHaveAttribute(
      'src',
      spainItem.image,
    );
    await user().type(screen.getByRole('textbox', { name: 'Your answer' }), 'Madrid');
    expect(question.sent()).toEqual({ type: 'short_text', text: 'Madrid' });
  });

  it('dropdown: a select in each blank of the sentence', async () => {
    const question = renderQuestion(catItem);
    const sentence = screen.getByRole('group', { name: 'Complete the sentence' });
    expect(sentence).toHaveTextContent(/^The cat.*on the.*\.$/);
    await user().selectOptions(
      within(sentence).getByRole('combobox', { name: 'Blank 1' }),
      'sleeps',
    );
    expect(question.complete()).toBe(false);
    await user().selectOptions(within(sentence).getByRole('combobox', { name: 'Blank 2' }), 'mat');
    expect(question.complete()).toBe(true);
    expect(question.sent()).toEqual({
      type: 'dropdown',
      selections: { verb: 'o2', place: 'o1' },
    });
  });

  it('ordering: moved with the buttons, the focus following the moved entry', async () => {
    const question = renderQuestion(countItem);
    const order = () =>
      within(screen.getByRole('list', { name: 'Put these in order' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(order()).toEqual(['15', '16', '14']);
    expect(question.sent()).toEqual({ type: 'ordering', order: ['i2', 'i3', 'i1'] });
    expect(screen.getByRole('button', { name: 'Move “15” up' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Move “14” up' }));
    expect(order()).toEqual(['15', '14', '16']);
    expect(screen.getByRole('button', { name: 'Move “14” up' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('“14” is now number 2 of 3.');

    // At the top, its "up" button is disabled: the focus moves to its "down" button.
    await user().keyboard('{Enter}');
    expect(order()).toEqual(['14', '15', '16']);
    expect(screen.getByRole('button', { name: 'Move “14” down' })).toHaveFocus();
    expect(question.sent()).toEqual({ type: 'ordering', order: ['i1', 'i2', 'i3'] });
  });

  it('ordering: Alt and the arrow keys move the entry in focus', async () => {
    const question = renderQuestion(countItem);
    screen.getByRole('button', { name: 'Move “15” down' }).focus();
    await user().keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(question.sent()).toEqual({ type: 'ordering', order: ['i3', 'i2', 'i1'] });
    await user().keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(question.sent()).toEqual({ type: 'ordering', order: ['i3', 'i1', 'i2'] });
    expect(screen.getByRole('button', { name: 'Move “15” up' })).toHaveFocus();
    await user().keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(question.sent()).toEqual({ type: 'ordering', order: ['i3', 'i2', 'i1'] });
  });

  it('matching: a partner chosen for each left entry', async () => {
    const question = renderQuestion(wordsItem);
    const group = within(screen.getByRole('group', { name: 'Choose the partner of each one' }));
    await user().selectOptions(group.getByRole('combobox', { name: '11' }), 'eleven');
    expect(question.complete()).toBe(false);
    await user().selectOptions(group.getByRole('combobox', { name: '15' }), 'fifteen');
    expect(question.sent()).toEqual({ type: 'matching', matches: { l1: 'r1', l2: 'r2' } });
    expect(question.complete()).toBe(true);
  });
});
