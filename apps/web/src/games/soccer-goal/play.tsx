import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { GoalScene } from './goal-scene';
import type { KeyIntent } from './keys';
import { keyIntent } from './keys';
import type { ZoneCount } from './levels';
import classes from './play.module.css';
import { checkAnswer, generateProblem } from './problems';
import { OPERATION_SIGNS, TEXTS } from './texts';
import { ZoneButtons } from './zone-buttons';

/**
 * One penalty: the question over the goal, the answers in its zones, and the kick. It is
 * mounted afresh for every exercise and every retry, so the kick is plain local state.
 */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, onAnswer, say } = props;
  const texts = TEXTS[language];
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const format = useMemo(() => new Intl.NumberFormat(language), [language]);
  const [kickedZone, setKickedZone] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const zones = problem.choices.length as ZoneCount;
  const left = format.format(problem.left);
  const right = format.format(problem.right);
  const values = problem.choices.map((choice) => format.format(choice));
  const positions = texts.positions[zones];
  const shown = feedback === 'right' || feedback === 'wrong' ? feedback : null;
  const outcome = shown ?? (kickedZone === null ? null : checkAnswer(problem, kickedZone));
  const scored = outcome === 'right' || outcome === 'wrong' ? outcome : null;
  // One kick per penalty; and while the kit shows right or wrong, the goal is frozen.
  const frozen = kickedZone !== null || shown !== null;

  useEffect(() => {
    say(texts.spokenQuestion(left, problem.operation, right));
  }, [say, texts, left, right, problem.operation]);

  function kick(zone: number) {
    if (frozen) return;
    const result = checkAnswer(problem, zone);
    // A key that names no zone kicks nothing: the kit says so, and it costs no life.
    if (result !== 'invalid') {
      setKickedZone(zone);
      props.playSound('kick');
    }
    onAnswer(result);
  }

  function aim(step: Extract<KeyIntent, { kind: 'aim' }>['step']) {
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? zones - 1
          : Math.max(0, Math.min(zones - 1, current + step));
    buttons.current[next]?.focus();
  }

  // Keys work wherever the child is in the goal (or nowhere in particular), but never while
  // the focus is on the kit's own buttons, such as "Next" or the sound toggle.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || frozen) return;
    const target = event.target instanceof Node ? event.target : null;
    if (target !== document.body && !root.current?.contains(target)) return;
    const intent = keyIntent(event.key, zones);
    if (intent.kind === 'ignore') return;
    event.preventDefault();
    if (intent.kind === 'kick') kick(intent.zone);
    else aim(intent.step);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const sceneLabel =
    kickedZone === null || scored === null
      ? texts.sceneWaiting(zones, problem.keeperSways)
      : scored === 'right'
        ? texts.sceneGoal(positions[kickedZone] ?? '')
        : texts.sceneSaved(positions[kickedZone] ?? '');

  return (
    <div ref={root} className={classes.play}>
      <p className={classes.question} data-testid="soccer-question">
        {left} {OPERATION_SIGNS[problem.operation]} {right} = ?
      </p>
      <div className={classes.stage}>
        <GoalScene
          zones={zones}
          kickedZone={kickedZone}
          outcome={scored}
          keeperSways={problem.keeperSways}
          reducedMotion={reducedMotion}
          label={sceneLabel}
          banner={{ goal: texts.goal, saved: texts.saved }}
        />
        <ZoneButtons
          values={values}
          names={values.map((value, zone) => texts.kickZone(positions[zone] ?? '', value))}
          kickedZone={kickedZone}
          outcome={scored}
          disabled={frozen}
          groupLabel={texts.goalLabel}
          onKick={kick}
          buttonRef={(zone) => (button) => {
            buttons.current[zone] = button;
          }}
        />
      </div>
      <p className={classes.hint}>{texts.keyHint(zones)}</p>
    </div>
  );
}
