import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';
import type { HandKind } from './clock-hand';
import { CENTER_X, CENTER_Y, DIAL_RADIUS } from './clock-geometry';
import type { MinuteStep } from './levels';
import { SET_START_DIAL_MINUTES } from './problems';

interface HandTurningOptions {
  /** How far one key press turns the minute hand; dragged hands snap to it too. */
  handStep: MinuteStep;
  /** While right or wrong is shown the hands stay still. */
  frozen: boolean;
  /** Each time the hands move: a tick of the clock. */
  onMove: () => void;
  /** Enter on a hand checks the time, so the keyboard never has to leave the clock. */
  onCheck: () => void;
}

interface Drag {
  hand: HandKind;
  /** Minutes from 12:00 before snapping, so slow drags add up to a step. */
  raw: number;
  /** Where the pointer was, in degrees clockwise from 12. */
  lastAngle: number;
}

/** From `from` to `to` degrees the short way round: -180 to 180. */
function shortestTurn(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

/** The pointer's place on the clock: its angle, and whether it is on the face. */
function pointerOnClock(svg: SVGSVGElement, event: PointerEvent<SVGSVGElement>) {
  const matrix = svg.getScreenCTM?.();
  if (!matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  const dx = point.x - CENTER_X;
  const dy = point.y - CENTER_Y;
  const angle = ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
  return { angle, onFace: Math.hypot(dx, dy) <= DIAL_RADIUS + 8 };
}

/** The dragged hand takes the focus, so the arrow keys go on from where the pointer left it. */
function focusHand(svg: SVGSVGElement, hand: HandKind) {
  svg.querySelector<SVGElement>(`[data-hand="${hand}"]`)?.focus({ preventScroll: true });
}

/**
 * The hands of a clock to set, turned like a real clock's: the minute hand carries the hour
 * hand along (a full turn is an hour), and dragging the hour hand carries the minute hand.
 * `dial` counts minutes from 12:00 without wrapping, so the hands glide on past 12.
 */
export function useHandTurning({ handStep, frozen, onMove, onCheck }: HandTurningOptions) {
  const [dial, setDial] = useState(SET_START_DIAL_MINUTES);
  const [touched, setTouched] = useState(false);
  const current = useRef(dial);
  const drag = useRef<Drag | null>(null);

  const moveTo = (next: number) => {
    if (next === current.current) return;
    current.current = next;
    setDial(next);
    setTouched(true);
    onMove();
  };
  const snap = (minutes: number) => Math.round(minutes / handStep) * handStep;

  const follow = (angle: number) => {
    const state = drag.current;
    if (!state) return;
    if (state.hand === 'minute') state.raw += shortestTurn(state.lastAngle, angle) / 6;
    // The hour hand goes round once in 720 minutes: half a degree a minute.
    else state.raw += shortestTurn(state.raw / 2, angle) * 2;
    state.lastAngle = angle;
    moveTo(snap(state.raw));
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (frozen) return;
    const svg = event.currentTarget;
    const place = pointerOnClock(svg, event);
    if (!place) return;
    const grabbed = (event.target as Element).closest?.('[data-hand]')?.getAttribute('data-hand');
    // A press on the face, off the hands, brings the hand that matters at this level there.
    const hand =
      (grabbed as HandKind | null) ?? (place.onFace ? (handStep === 60 ? 'hour' : 'minute') : null);
    if (!hand) return;
    event.preventDefault();
    svg.setPointerCapture?.(event.pointerId);
    focusHand(svg, hand);
    drag.current = { hand, raw: current.current, lastAngle: (current.current * 6) % 360 };
    follow(place.angle);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag.current) return;
    const place = pointerOnClock(event.currentTarget, event);
    if (place) follow(place.angle);
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    // Again on release: a press on the bare face may have moved the focus away meanwhile.
    if (drag.current) focusHand(event.currentTarget, drag.current.hand);
    drag.current = null;
  };

  const turn = (minutes: number) => {
    if (!frozen) moveTo(current.current + minutes);
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const bigStep = Math.max(handStep, 5);
    const turns: Record<string, number> = {
      ArrowRight: handStep,
      ArrowLeft: -handStep,
      ArrowUp: 60,
      ArrowDown: -60,
      PageUp: bigStep,
      PageDown: -bigStep,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!frozen) onCheck();
      return;
    }
    const minutes = turns[event.key];
    if (minutes === undefined) return;
    event.preventDefault();
    turn(minutes);
  };

  return {
    dial,
    touched,
    turn,
    keyHandlers: { onKeyDown },
    pointerHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
