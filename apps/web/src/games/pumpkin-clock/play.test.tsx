import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPlay as renderGamePlay } from '../../test/render-play';
import type { GamePlayProps } from '../kit/game-definition';
import { CENTER_X, CENTER_Y, pointAt } from './clock-geometry';
import { formatDigital } from './clock-time';
import { Play } from './play';
import type { ReadProblem, SetProblem } from './problems';
import { generateProblem } from './problems';
import { setupUser } from '../../test/user';

const SEED = 4242;

const renderPlay = (overrides: Partial<GamePlayProps> = {}) => renderGamePlay(Play, overrides);

/** The keys that turn the hands from 12:00 to `problem`'s time: ↑ per hour, → per step. */
function keysToSet(problem: SetProblem) {
  const hours = '{ArrowUp}'.repeat(problem.time.hour % 12);
  return hours + '{ArrowRight}'.repeat(problem.time.minute / problem.handStep);
}

describe('Pumpkin Clock, reading the clock', () => {
  const read = generateProblem(0, 0, SEED) as ReadProblem;
  const rightIndex = read.choices.findIndex((choice) => choice.kind === 'answer');
  const wrongIndex = read.choices.findIndex((choice) => choice.kind !== 'answer');

  it('asks the question in words, reads it aloud and focuses the first pumpkin', async () => {
    const props = renderPlay();
    expect(await screen.findByText('What time does the pumpkin clock show?')).toBeVisible();
    expect(props.say).toHaveBeenCalledExactlyOnceWith('What time does the pumpkin clock show?');
    const choices = screen.getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(
      read.choices.map((choice) => formatDigital(choice.time)),
    );
    expect(choices[0]).toHaveFocus();
    // The picture says where the hands point, not the time itself.
    const clock = screen.getByRole('img', { name: /short hour hand points at the/ });
    expect(clock.getAttribute('aria-label')).not.toContain(formatDigital(read.time));
  });

  it('is right when the right pumpkin is reached with the arrows and Enter pressed', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByText('What time does the pumpkin clock show?');
    await user.keyboard('{ArrowRight}'.repeat(rightIndex) + '{Enter}');
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('is wrong for another pumpkin, reached with Tab', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByText('What time does the pumpkin clock show?');
    for (let index = 0; index < wrongIndex; index += 1) await user.tab();
    await user.keyboard(' ');
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
  });

  it('shows the right time and freezes the pumpkins after a wrong answer', async () => {
    renderPlay({ feedback: 'wrong' });
    expect(
      await screen.findByText(`It is ${formatDigital(read.time)}:`, { exact: false }),
    ).toBeVisible();
    for (const choice of screen.getAllByRole('button')) expect(choice).toBeDisabled();
  });
});

describe('Pumpkin Clock, setting the hands', () => {
  const hours = generateProblem(0, 1, SEED) as SetProblem;
  const quarters = generateProblem(2, 3, SEED) as SetProblem;

  it('asks for the time in digits and words and focuses the minute hand', async () => {
    const props = renderPlay({ exercise: 1 });
    const digital = formatDigital(hours.time);
    expect(await screen.findByText(`Set the clock to ${digital}`, { exact: false })).toBeVisible();
    expect(props.say).toHaveBeenCalledOnce();
    const minuteHand = screen.getByRole('slider', { name: 'Minute hand' });
    expect(minuteHand).toHaveFocus();
    expect(minuteHand).toHaveAttribute('aria-valuetext', '12:00');
  });

  it('is invalid, costing nothing, when Check is pressed before the hands moved', async () => {
    const user = setupUser();
    const props = renderPlay({ exercise: 1 });
    await screen.findByRole('slider', { name: 'Minute hand' });
    await user.keyboard('{Enter}');
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('invalid');
  });

  it('is right when the hands are turned to the time with the arrow keys', async () => {
    const user = setupUser();
    const props = renderPlay({ level: 2, exercise: 3 });
    const minuteHand = await screen.findByRole('slider', { name: 'Minute hand' });
    await user.keyboard(keysToSet(quarters));
    expect(minuteHand).toHaveAttribute('aria-valuetext', formatDigital(quarters.time));
    expect(screen.getByRole('slider', { name: 'Hour hand' })).toHaveAttribute(
      'aria-valuenow',
      String(quarters.time.hour),
    );
    expect(props.playSound).toHaveBeenCalledWith('tick');
    await user.keyboard('{Enter}');
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('carries the hour hand along when the minute hand goes past 12', async () => {
    const user = setupUser();
    renderPlay({ level: 2, exercise: 3 });
    const minuteHand = await screen.findByRole('slider', { name: 'Minute hand' });
    await user.keyboard('{ArrowLeft}');
    expect(minuteHand).toHaveAttribute('aria-valuetext', '11:45');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(minuteHand).toHaveAttribute('aria-valuetext', '12:15');
  });

  it('is wrong for another time, checked with the Check button', async () => {
    const user = setupUser();
    const props = renderPlay({ exercise: 1 });
    await screen.findByRole('slider', { name: 'Minute hand' });
    await user.keyboard(keysToSet(hours) + '{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
  });

  it('shows the right time when wrong, and ignores the keys while feedback shows', async () => {
    const user = setupUser();
    const props = renderPlay({ exercise: 1, feedback: 'wrong' });
    const minuteHand = await screen.findByRole('slider', { name: 'Minute hand' });
    expect(screen.getByText(`It is ${formatDigital(hours.time)}:`, { exact: false })).toBeVisible();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(minuteHand).toHaveAttribute('aria-valuetext', '12:00');
    expect(props.onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
  });

  it('speaks Spanish, with the time in words', async () => {
    renderPlay({ exercise: 1, language: 'es' });
    expect(await screen.findByRole('slider', { name: 'Minutero' })).toBeInTheDocument();
    expect(screen.getByText(/Pon el reloj a las? \d+:00/)).toBeVisible();
    expect(screen.getByText(/en punto/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comprobar' })).toBeInTheDocument();
  });
});

describe('Pumpkin Clock, dragging the hands with a pointer', () => {
  // jsdom has no layout: let screen pixels be the SVG's own units.
  const realScreenCTM = SVGSVGElement.prototype.getScreenCTM;
  afterEach(() => {
    vi.unstubAllGlobals();
    SVGSVGElement.prototype.getScreenCTM = realScreenCTM;
  });
  function stubLayout() {
    vi.stubGlobal(
      'DOMPoint',
      class {
        constructor(
          public x: number,
          public y: number,
        ) {}
        matrixTransform() {
          return { x: this.x, y: this.y };
        }
      },
    );
    SVGSVGElement.prototype.getScreenCTM = () => ({ inverse: () => ({}) }) as unknown as DOMMatrix;
  }
  const at = (degrees: number, radius = 50) => {
    const point = pointAt(degrees, radius);
    return { clientX: point.x, clientY: point.y, pointerId: 1 };
  };

  it('turns the minute hand round the face, carrying the hour on past 12', async () => {
    stubLayout();
    renderPlay({ level: 2, exercise: 3 });
    const minuteHand = await screen.findByRole('slider', { name: 'Minute hand' });
    const clock = screen.getByRole('group', { name: 'Pumpkin clock' });
    fireEvent.pointerDown(clock, at(90));
    expect(minuteHand).toHaveAttribute('aria-valuetext', '12:15');
    for (const degrees of [180, 270, 350, 10]) fireEvent.pointerMove(clock, at(degrees));
    expect(minuteHand).toHaveAttribute('aria-valuetext', '1:00');
    fireEvent.pointerUp(clock, at(10));
    expect(minuteHand).toHaveFocus();
  });

  it('turns the hour hand, which carries the minute hand as on a real clock', async () => {
    stubLayout();
    renderPlay({ level: 2, exercise: 3 });
    const hourHand = await screen.findByRole('slider', { name: 'Hour hand' });
    const grip = hourHand.querySelector('line')!;
    fireEvent.pointerDown(grip, { clientX: CENTER_X, clientY: CENTER_Y - 30, pointerId: 1 });
    fireEvent.pointerMove(hourHand, at(120, 30));
    expect(hourHand).toHaveAttribute('aria-valuetext', '4:00');
    fireEvent.pointerMove(hourHand, at(135, 30));
    expect(hourHand).toHaveAttribute('aria-valuetext', '4:30');
    fireEvent.pointerUp(hourHand);
    expect(hourHand).toHaveFocus();
  });
});
