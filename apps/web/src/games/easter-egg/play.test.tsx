import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlay as renderGamePlay } from '../../test/render-play';
import type { GamePlayProps } from '../kit/game-definition';
import { Play } from './play';
import { generateProblem } from './problems';
import { setupUser } from '../../test/user';

const SEED = 4242;

const renderPlay = (overrides: Partial<GamePlayProps> = {}) => renderGamePlay(Play, overrides);

const user = () => setupUser();

describe('Easter Egg Count play screen', () => {
  it('asks the question in words and aloud, describes the meadow, and focuses the answer box', async () => {
    const props = renderPlay();
    const problem = generateProblem(0, 0, SEED);
    if (problem.kind !== 'baskets') throw new Error('level 1 is the baskets level');
    const box = await screen.findByRole('textbox', { name: 'How many eggs?' });
    expect(box).toHaveFocus();
    const question =
      'The basket lifts and the bunny brings more eggs. How many eggs are there in all?';
    expect(screen.getByText(question)).toBeVisible();
    expect(props.say).toHaveBeenCalledWith(question);
    expect(props.playSound).toHaveBeenCalledWith('whoosh');
    expect(screen.getByRole('img', { name: /Under the basket/ })).toHaveAccessibleName(
      expect.stringContaining(`The bunny brings ${problem.brought}`),
    );
  });

  it('the right count typed and Enter: right', async () => {
    const props = renderPlay();
    const { answer } = generateProblem(0, 0, SEED);
    await screen.findByRole('textbox', { name: 'How many eggs?' });
    await user().keyboard(`${answer}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('another count: wrong', async () => {
    const props = renderPlay({ level: 3, exercise: 2 });
    const { answer } = generateProblem(3, 2, SEED);
    await screen.findByRole('textbox', { name: 'How many eggs?' });
    await user().keyboard(`${answer + 1}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
  });

  it('blank or not a number: invalid, which costs nothing', async () => {
    const props = renderPlay();
    const box = await screen.findByRole('textbox', { name: 'How many eggs?' });
    await user().keyboard('{Enter}');
    expect(props.onAnswer).toHaveBeenLastCalledWith('invalid');
    await user().type(box, 'two{Enter}');
    expect(props.onAnswer).toHaveBeenLastCalledWith('invalid');
    expect(props.onAnswer).toHaveBeenCalledTimes(2);
  });

  it('the check button answers too, after typing on the keyboard and tabbing to it', async () => {
    const props = renderPlay({ level: 1, exercise: 4 });
    const { answer } = generateProblem(1, 4, SEED);
    await screen.findByRole('textbox', { name: 'How many eggs?' });
    await user().keyboard(String(answer));
    await user().tab();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus();
    await user().keyboard(' ');
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('names the colour and the pattern on the colour level, in Spanish too', async () => {
    const problem = generateProblem(2, 3, SEED);
    if (problem.kind !== 'colours') throw new Error('level 3 counts by colour');
    renderPlay({ level: 2, exercise: 3, language: 'es' });
    expect(await screen.findByRole('textbox', { name: '¿Cuántos huevos?' })).toHaveFocus();
    expect(screen.getByTestId('easter-egg-question')).toHaveTextContent(
      /^¿Cuántos huevos .+ con .+ hay\?$/,
    );
    expect(screen.getByRole('img', { name: /^Huevos en la hierba/ })).toBeInTheDocument();
  });

  it('while right is shown: the answer box is locked and the count is explained', async () => {
    const problem = generateProblem(3, 1, SEED);
    const props = renderPlay({ level: 3, exercise: 1, feedback: 'right' });
    expect(await screen.findByRole('textbox', { name: 'How many eggs?' })).toBeDisabled();
    expect(screen.getByTestId('easter-egg-explanation')).toHaveTextContent(
      `make ${problem.answer} eggs`,
    );
    expect(props.playSound).toHaveBeenCalledWith('pop');
  });

  it('while wrong is shown: locked, and the answer is not given away for the next try', async () => {
    renderPlay({ feedback: 'wrong' });
    expect(await screen.findByRole('textbox', { name: 'How many eggs?' })).toBeDisabled();
    expect(screen.queryByTestId('easter-egg-explanation')).not.toBeInTheDocument();
  });
});
