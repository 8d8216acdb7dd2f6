import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlay as renderGamePlay } from '../../test/render-play';
import type { GamePlayProps } from '../kit/game-definition';
import { Play } from './play';
import { generateProblem } from './problems';
import { setupUser } from '../../test/user';

const SEED = 4242;

function renderPlay(overrides: Partial<GamePlayProps> = {}) {
  return { ...renderGamePlay(Play, overrides), user: setupUser() };
}

const bowl = (number: number) =>
  screen.getByRole('button', { name: new RegExp(`^Bowl ${number}:`) });
const check = () => screen.getByRole('button', { name: 'Check' });

describe('pet-life play, by keyboard', () => {
  it('shows and reads the question, with the first bowl focused', async () => {
    const { say } = renderPlay();
    const problem = generateProblem(0, 0, SEED);
    const question = `Share ${problem.dividend} treats among ${problem.bowls} bowls, the same number in each bowl.`;
    expect(screen.getByText(question)).toBeVisible();
    expect(say).toHaveBeenCalledWith(question);
    expect(await screen.findByRole('button', { name: 'Bowl 1: 0 treats' })).toHaveFocus();
    expect(screen.getByRole('img', { name: /sits by its bowl and waits/ })).toBeInTheDocument();
    expect(screen.getByText('Happiness')).toBeVisible();
  });

  it('is right when every bowl gets its fair share, dropped with Enter and +', async () => {
    const { user, onAnswer, playSound } = renderPlay();
    const { quotient, bowls } = generateProblem(0, 0, SEED);
    for (let number = 1; number <= bowls; number += 1) {
      expect(bowl(number)).toHaveFocus();
      await user.keyboard(number % 2 === 1 ? '{Enter}'.repeat(quotient) : '+'.repeat(quotient));
      expect(bowl(number)).toHaveAccessibleName(
        `Bowl ${number}: ${quotient} treat${quotient === 1 ? '' : 's'}`,
      );
      await user.keyboard('{ArrowRight}');
    }
    expect(screen.getByText('Treats in the bag: 0')).toBeVisible();
    expect(playSound).toHaveBeenCalledWith('pop');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(check()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('right');
  });

  it('deals a round to every bowl with one button', async () => {
    const { user, onAnswer } = renderPlay({ exercise: 3 });
    const { quotient } = generateProblem(0, 3, SEED);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Give one to each bowl' })).toHaveFocus();
    await user.keyboard('{Enter}'.repeat(quotient));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('right');
  });

  it('is wrong when the shares are not fair, and takes treats back with −', async () => {
    const { user, onAnswer } = renderPlay();
    await user.keyboard('{Enter}{Enter}-');
    expect(bowl(1)).toHaveAccessibleName('Bowl 1: 1 treat');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('wrong');
  });

  it('is invalid when Check is pressed before any treat is shared', async () => {
    const { user, onAnswer } = renderPlay();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('invalid');
    expect(onAnswer).not.toHaveBeenCalledWith('wrong');
  });

  it('puts the leftovers in the jar, reached with End', async () => {
    const { user, onAnswer } = renderPlay({ level: 1, exercise: 2 });
    const { quotient, remainder, bowls } = generateProblem(1, 2, SEED);
    expect(remainder).toBeGreaterThan(0);
    for (let number = 1; number <= bowls; number += 1) {
      await user.keyboard('+'.repeat(quotient));
      await user.keyboard('{ArrowRight}');
    }
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Jar: 0 treats' })).toHaveFocus();
    await user.keyboard('+'.repeat(remainder));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('right');
  });

  it('feeds only as many pets as can eat in the "how many pets" story', async () => {
    const { user, onAnswer } = renderPlay({ level: 2, exercise: 1 });
    const problem = generateProblem(2, 1, SEED);
    expect(problem.kind).toBe('group');
    expect(screen.getByText(/How many puppies can eat\?/)).toBeVisible();
    for (let pet = 0; pet < problem.quotient; pet += 1)
      await user.keyboard(`${'+'.repeat(problem.divisor)}{ArrowRight}`);
    await user.keyboard(`{End}${'+'.repeat(problem.remainder)}`);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('right');
  });
});

describe('pet-life play, the treat shop', () => {
  const problem = generateProblem(3, 2, SEED);

  it('is right with both numbers typed and Enter', async () => {
    const { user, onAnswer } = renderPlay({ level: 3, exercise: 2 });
    expect(screen.getByRole('textbox', { name: 'Treats you can buy' })).toHaveFocus();
    await user.keyboard(String(problem.quotient));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Coins left' })).toHaveFocus();
    await user.keyboard(`${problem.remainder}{Enter}`);
    expect(onAnswer).toHaveBeenCalledWith('right');
  });

  it('is wrong with a wrong number, and invalid with a blank or malformed one', async () => {
    const { user, onAnswer } = renderPlay({ level: 3, exercise: 2 });
    await user.keyboard(`${problem.quotient + 1}{Tab}${problem.remainder}{Enter}`);
    expect(onAnswer).toHaveBeenLastCalledWith('wrong');
    await user.clear(screen.getByRole('textbox', { name: 'Coins left' }));
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('invalid');
    await user.keyboard('x{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('invalid');
  });

  it('types with the on-screen keys into the box last chosen', async () => {
    const { user, onAnswer } = renderPlay({ level: 3, exercise: 2 });
    for (const digit of String(problem.quotient))
      await user.click(screen.getByRole('button', { name: `Type ${digit}` }));
    await user.click(screen.getByRole('textbox', { name: 'Coins left' }));
    for (const digit of String(problem.remainder))
      await user.click(screen.getByRole('button', { name: `Type ${digit}` }));
    await user.click(check());
    expect(onAnswer).toHaveBeenCalledWith('right');
  });
});

describe('pet-life play, feedback and language', () => {
  it('shows a happy pet and freezes the board while a right answer is shown', async () => {
    const { user, onAnswer } = renderPlay({ feedback: 'right' });
    expect(screen.getByRole('img', { name: /happy and jumps for joy/ })).toBeInTheDocument();
    expect(check()).toBeDisabled();
    await user.click(bowl(1));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('shows a sad pet after a wrong answer', () => {
    renderPlay({ feedback: 'wrong' });
    expect(screen.getByRole('img', { name: /looks sad/ })).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    const { say } = renderPlay({ language: 'es' });
    const problem = generateProblem(0, 0, SEED);
    expect(say).toHaveBeenCalledWith(
      `Reparte ${problem.dividend} galletas entre ${problem.bowls} cuencos, las mismas en cada cuenco.`,
    );
    expect(screen.getByRole('button', { name: 'Comprobar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cuenco 1: 0 galletas' })).toBeVisible();
  });
});
