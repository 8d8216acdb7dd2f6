import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlay as renderGamePlay } from '../../test/render-play';
import type { GamePlayProps } from '../kit/game-definition';
import { Play } from './play';
import type { ExpandedFormProblem } from './problems';
import { generateProblem } from './problems';
import { setupUser } from '../../test/user';

const SEED = 4242;
const SEEDS_TO_TRY = Array.from({ length: 100 }, (_, index) => index);

const renderPlay = (overrides: Partial<GamePlayProps> = {}) => renderGamePlay(Play, overrides);

function problemOf<M extends ExpandedFormProblem['mode']>(
  level: number,
  exercise: number,
  mode: M,
) {
  const problem = generateProblem(level, exercise, SEED);
  if (problem.mode !== mode) throw new Error(`not a ${mode} problem`);
  return problem as Extract<ExpandedFormProblem, { mode: M }>;
}

/** Up-arrow presses that put `count` blocks in the focused column. */
const arrowsUp = (count: number) => '{ArrowUp}'.repeat(count);

describe('Expanded Form, building a number', () => {
  const problem = problemOf(0, 0, 'build');

  it('asks for the number and takes the right blocks from the keyboard alone', async () => {
    const user = setupUser();
    const props = renderPlay();
    const tens = await screen.findByRole('spinbutton', { name: 'Tens' });
    expect(tens).toHaveFocus();
    expect(props.say).toHaveBeenCalledWith(`Build ${problem.value} with blocks.`);
    await user.keyboard(arrowsUp(problem.digits[0]!));
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Ones' })).toHaveFocus();
    await user.keyboard(`${arrowsUp(problem.digits[1]!)}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledWith('right');
    expect(props.playSound).toHaveBeenCalledWith('pop');
  });

  it('counts a different number of blocks as wrong', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByRole('spinbutton', { name: 'Tens' });
    await user.keyboard(`${arrowsUp(problem.digits[0]! + 1)}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledWith('wrong');
  });

  it('counts Check with no blocks at all as invalid', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByRole('spinbutton', { name: 'Tens' });
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(props.onAnswer).toHaveBeenCalledWith('invalid');
    expect(props.onAnswer).not.toHaveBeenCalledWith('wrong');
  });

  it('builds with the + buttons and a typed digit too, and checks with the Check button', async () => {
    const user = setupUser();
    const props = renderPlay();
    const ones = await screen.findByRole('spinbutton', { name: 'Ones' });
    for (let index = 0; index < problem.digits[0]!; index += 1)
      await user.click(screen.getByRole('button', { name: 'Add a ten' }));
    ones.focus();
    await user.keyboard(String(problem.digits[1]));
    expect(ones).toHaveAttribute('aria-valuenow', String(problem.digits[1]));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(props.onAnswer).toHaveBeenCalledWith('right');
  });

  it('freezes the board and shows the expanded form while right is shown', async () => {
    const user = setupUser();
    const props = renderPlay({ feedback: 'right' });
    const tens = await screen.findByRole('spinbutton', { name: 'Tens' });
    await user.keyboard(`${arrowsUp(2)}{Enter}`);
    expect(tens).toHaveAttribute('aria-valuenow', '0');
    expect(props.onAnswer).not.toHaveBeenCalled();
    const parts = problem.parts.map((part) => part.value).join(' + ');
    expect(screen.getByTestId('expanded-form-solution')).toHaveTextContent(
      `${problem.value} = ${parts}`,
    );
  });

  it('writes Spanish numbers with a point between the thousands', async () => {
    const fourDigits = problemOf(2, 0, 'build');
    const props = renderPlay({ level: 2, language: 'es' });
    expect(await screen.findByRole('spinbutton', { name: 'Millares' })).toHaveFocus();
    const spanish = `${Math.floor(fourDigits.value / 1000)}.${String(fourDigits.value % 1000).padStart(3, '0')}`;
    expect(props.say).toHaveBeenCalledWith(`Construye el ${spanish} con bloques.`);
  });
});

describe('Expanded Form, filling the blank', () => {
  const problem = problemOf(0, 1, 'blank');

  it.each([
    ['the missing part', 'right', String(problem.answer)],
    ['another number', 'wrong', String(problem.answer + 1)],
    ['nothing', 'invalid', ''],
    ['letters', 'invalid', 'ab'],
  ])('typing %s and Enter is %s', async (_, result, typed) => {
    const user = setupUser();
    const props = renderPlay({ exercise: 1 });
    expect(await screen.findByRole('textbox', { name: 'Missing part' })).toHaveFocus();
    await user.keyboard(`${typed}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledTimes(1);
    expect(props.onAnswer).toHaveBeenCalledWith(result);
  });

  it('takes a tenth typed with a comma', async () => {
    // A round whose missing part is the tenths, so the comma matters.
    const seed = SEEDS_TO_TRY.find((candidate) => {
      const problem = generateProblem(4, 1, candidate);
      return problem.mode === 'blank' && problem.answer < 1;
    })!;
    const tenths = generateProblem(4, 1, seed) as Extract<ExpandedFormProblem, { mode: 'blank' }>;
    const user = setupUser();
    const props = renderPlay({ level: 4, exercise: 1, seed, language: 'es' });
    await screen.findByRole('textbox', { name: 'Parte que falta' });
    expect(props.say).toHaveBeenCalledWith(
      `¿Qué parte falta? ${String(tenths.value).replace('.', ',')} es igual a ${tenths.parts[0]!.value} más cuánto.`,
    );
    await user.keyboard(`${String(tenths.answer).replace('.', ',')}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledWith('right');
  });
});

describe('Expanded Form, which number is it', () => {
  const problem = problemOf(3, 0, 'choose');
  const rightIndex = problem.choices.indexOf(problem.answer);
  const wrongIndex = problem.choices.findIndex((choice) => choice !== problem.answer);

  it.each([
    ['the number', rightIndex, 'right'],
    ['a look-alike', wrongIndex, 'wrong'],
  ] as const)('Tab to %s and Enter is %s', async (_, index, result) => {
    const user = setupUser();
    const props = renderPlay({ level: 3 });
    const choices = await screen.findAllByRole('button', { name: /^\d/ });
    expect(choices[0]).toHaveFocus();
    for (let step = 0; step < index; step += 1) await user.tab();
    await user.keyboard('{Enter}');
    expect(props.onAnswer).toHaveBeenCalledWith(result);
  });
});
