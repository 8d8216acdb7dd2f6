import type { Language } from '@aula/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerResult } from '../kit/game-machine';
import { renderScreen } from '../../test/render-screen';
import { formatMoney } from './money';
import { fewestWay, generateProblem } from './problems';
import { Play } from './play';
import { setupUser } from '../../test/user';

const SEED = 4242;
const user = () => setupUser();

/** Play as the kit runs it: the answer given comes back as the feedback shown. */
function renderPlay(level: number, exercise: number, language: Language = 'en') {
  const onAnswer = vi.fn<(result: AnswerResult) => void>();
  const say = vi.fn();
  function Harness() {
    const [feedback, setFeedback] = useState<AnswerResult | null>(null);
    return (
      <Play
        level={level}
        exercise={exercise}
        seed={SEED}
        feedback={feedback}
        language={language}
        reducedMotion={false}
        onAnswer={(result) => {
          onAnswer(result);
          setFeedback(result);
        }}
        say={say}
        playSound={vi.fn()}
      />
    );
  }
  renderScreen(<Harness />);
  return { onAnswer, say, problem: generateProblem(level, exercise, SEED) };
}

const addButton = (name: string) => screen.getByRole('button', { name });
const total = () => screen.getByTestId('saving-money-total');

describe('saving-money play', () => {
  it('is answered right with the keyboard alone: Tab, Enter and Space', async () => {
    const { onAnswer, say, problem } = renderPlay(0, 2);
    expect(screen.getByTestId('saving-money-question')).toHaveTextContent(
      formatMoney(problem.goalCents, 'en'),
    );
    expect(say).toHaveBeenCalledWith(screen.getByTestId('saving-money-question').textContent);
    expect(addButton('Add a penny (1¢)')).toHaveFocus();
    expect(total()).toHaveTextContent('In the jar: $0.00');

    const way = fewestWay(problem.goalCents, problem.pieces);
    const nickels = way.filter((value) => value === 5).length;
    const pennies = way.length - nickels;
    await user().keyboard('{Tab}');
    expect(addButton('Add a nickel (5¢)')).toHaveFocus();
    for (let count = 0; count < nickels; count += 1) await user().keyboard('{Enter}');
    await user().keyboard('{Shift>}{Tab}{/Shift}');
    for (let count = 0; count < pennies; count += 1) await user().keyboard(' ');
    expect(total()).toHaveTextContent(`In the jar: ${formatMoney(problem.goalCents, 'en')}`);
    expect(screen.getAllByRole('button', { name: /^Take back/ })).toHaveLength(way.length);

    await user().keyboard('{Tab}{Tab}');
    expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('right');
    // While the kit shows the answer, the jar and the coins are frozen.
    expect(addButton('Add a penny (1¢)')).toBeDisabled();
  });

  it('is wrong when the jar holds too much, and says by how much', async () => {
    const { onAnswer, problem } = renderPlay(0, 1);
    for (const value of [...fewestWay(problem.goalCents, problem.pieces), 1]) {
      addButton(value === 5 ? 'Add a nickel (5¢)' : 'Add a penny (1¢)').focus();
      await user().keyboard('{Enter}');
    }
    screen.getByRole('button', { name: 'Check' }).focus();
    await user().keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
    expect(screen.getByText('That is $0.01 too much.')).toBeInTheDocument();
  });

  it('is invalid when the jar is empty, and play goes on', async () => {
    const { onAnswer } = renderPlay(0, 0);
    screen.getByRole('button', { name: 'Check' }).focus();
    await user().keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('invalid');
    // Play goes on: a coin put in and taken back leaves the focus on the wallet.
    addButton('Add a nickel (5¢)').focus();
    await user().keyboard('{Enter}');
    screen.getByRole('button', { name: 'Take back a nickel (5¢)' }).focus();
    await user().keyboard('{Enter}');
    expect(total()).toHaveTextContent('In the jar: $0.00');
    expect(addButton('Add a penny (1¢)')).toHaveFocus();
  });

  it('takes a coin back with Enter and keeps the focus in the jar', async () => {
    renderPlay(1, 0);
    // Nickel (focused), then Tab to the dime twice, then Tab to the quarter.
    await user().keyboard('{Enter}{Tab}{Enter}{Enter}{Tab}{Enter}');
    expect(total()).toHaveTextContent('In the jar: $0.50');
    const inJar = screen.getAllByRole('button', { name: /^Take back/ });
    expect(inJar.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Take back a nickel (5¢)',
      'Take back a dime (10¢)',
      'Take back a dime (10¢)',
      'Take back a quarter (25¢)',
    ]);
    inJar[0]!.focus();
    await user().keyboard('{Enter}');
    expect(total()).toHaveTextContent('In the jar: $0.45');
    expect(screen.getAllByRole('button', { name: 'Take back a dime (10¢)' })[0]).toHaveFocus();
    // Taking back the last coin in the jar hands the focus to the one before it.
    screen.getByRole('button', { name: 'Take back a quarter (25¢)' }).focus();
    await user().keyboard(' ');
    expect(screen.getAllByRole('button', { name: 'Take back a dime (10¢)' })[1]).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Empty the jar' }));
    expect(total()).toHaveTextContent('In the jar: $0.00');
    expect(addButton('Add a nickel (5¢)')).toHaveFocus();
  });

  it('takes coins dragged into the jar, and back out to the wallet', () => {
    renderPlay(1, 0);
    const carrying = (text: string) => ({ dataTransfer: { getData: () => text } });
    fireEvent.drop(screen.getByRole('region', { name: 'The jar' }), carrying('wallet:25'));
    fireEvent.drop(screen.getByRole('region', { name: 'The jar' }), carrying('wallet:10'));
    expect(total()).toHaveTextContent('In the jar: $0.35');
    // Something that is not one of this level's coins is not taken.
    fireEvent.drop(screen.getByRole('region', { name: 'The jar' }), carrying('wallet:500'));
    expect(total()).toHaveTextContent('In the jar: $0.35');
    fireEvent.drop(screen.getByRole('region', { name: 'Your coins and bills' }), carrying('jar:0'));
    expect(total()).toHaveTextContent('In the jar: $0.10');
  });

  it('in "fewest", the right amount in too many pieces is wrong, and the fewest is told', async () => {
    const { onAnswer, problem } = renderPlay(3, 0);
    expect(problem.fewestPieces).toBeGreaterThan(1);
    addButton('Add a penny (1¢)').focus();
    for (let count = 0; count < problem.goalCents; count += 1) await user().keyboard('{Enter}');
    screen.getByRole('button', { name: 'Check' }).focus();
    await user().keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
    const amount = formatMoney(problem.goalCents, 'en');
    expect(
      screen.getByText(`The fewest for ${amount} is ${problem.fewestPieces} coins and bills.`),
    ).toBeInTheDocument();
  });

  it('speaks Spanish with the same US money', async () => {
    const { onAnswer, problem } = renderPlay(4, 0, 'es');
    // Intl puts a no-break space before "US$"; the text matcher sees an ordinary one.
    const spaced = (cents: number) => formatMoney(cents, 'es').replace(/\s/g, ' ');
    expect(screen.getByTestId('saving-money-question')).toHaveTextContent(
      `Pagas ${spaced(problem.paidCents!)} por`,
    );
    expect(spaced(problem.paidCents!)).toBe('1,00 US$');
    for (const value of fewestWay(problem.goalCents, problem.pieces)) {
      const names: Record<number, string> = {
        1: 'Meter una moneda de 1 centavo',
        5: 'Meter una moneda de 5 centavos',
        10: 'Meter una moneda de 10 centavos',
        25: 'Meter una moneda de 25 centavos',
      };
      addButton(names[value]!).focus();
      await user().keyboard('{Enter}');
    }
    expect(total()).toHaveTextContent(`En la alcancía: ${spaced(problem.goalCents)}`);
    screen.getByRole('button', { name: 'Comprobar' }).focus();
    await user().keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });
});
