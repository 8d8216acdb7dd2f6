import type { Language } from '@aula/shared';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { GamePlayProps } from '../kit/game-definition';
import type { JarPiece } from './jar';
import { Jar } from './jar';
import type { MoneyValue } from './money';
import { formatMoney, totalCents } from './money';
import classes from './play.module.css';
import type { SavingMoneyProblem } from './problems';
import { checkAnswer, generateProblem } from './problems';
import { Scene } from './scene';
import type { SavingMoneyTexts } from './texts';
import { TEXTS } from './texts';
import { Wallet } from './wallet';

/** More pieces than any level needs: a jar that big would only hide the coins. */
const JAR_CAPACITY = 40;

function questionOf(problem: SavingMoneyProblem, texts: SavingMoneyTexts, language: Language) {
  const item = texts.items[problem.item];
  const price = formatMoney(problem.priceCents, language);
  if (problem.task === 'change')
    return texts.changeQuestion(item, price, formatMoney(problem.paidCents ?? 0, language));
  if (problem.task === 'fewest') return texts.fewestQuestion(item, price);
  return texts.saveQuestion(item, price);
}

/** After an answer: how far off the jar was, and in "fewest" how few pieces would do. */
function hintOf(
  problem: SavingMoneyProblem,
  jar: readonly JarPiece[],
  texts: SavingMoneyTexts,
  language: Language,
) {
  const total = totalCents(jar.map((piece) => piece.value));
  const goal = formatMoney(problem.goalCents, language);
  if (total > problem.goalCents)
    return texts.tooMuch(formatMoney(total - problem.goalCents, language));
  if (total < problem.goalCents)
    return texts.tooLittle(formatMoney(problem.goalCents - total, language));
  return problem.task === 'fewest' ? texts.fewestIs(goal, problem.fewestPieces) : null;
}

/** One exercise: fill the jar with coins and bills until it holds the goal, then Check. */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, onAnswer, say, playSound } =
    props;
  const texts = TEXTS[language];
  const [problem] = useState(() => generateProblem(level, exercise, seed));
  const [jar, setJar] = useState<JarPiece[]>([]);
  const [newestId, setNewestId] = useState<number | null>(null);
  const [full, setFull] = useState(false);
  const nextId = useRef(0);
  const jarList = useRef<HTMLDivElement>(null);
  const firstCoin = useRef<HTMLButtonElement>(null);
  const question = questionOf(problem, texts, language);
  const answered = feedback === 'right' || feedback === 'wrong';

  useEffect(() => {
    say(question);
    firstCoin.current?.focus();
    // Once per exercise: the Play is mounted afresh for each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = (value: MoneyValue) => {
    if (answered) return;
    if (jar.length >= JAR_CAPACITY) {
      setFull(true);
      playSound('tick');
      return;
    }
    const id = nextId.current++;
    setJar([...jar, { id, value }]);
    setNewestId(id);
    playSound('coin');
  };

  const takeBack = (index: number) => {
    if (answered) return;
    // The pressed button disappears: render now, then hand the focus to its neighbour.
    flushSync(() => {
      setJar(jar.filter((_, at) => at !== index));
      setFull(false);
    });
    playSound('pop');
    const left = jarList.current?.querySelectorAll('button') ?? [];
    const neighbour = left[Math.min(index, left.length - 1)];
    (neighbour ?? firstCoin.current)?.focus();
  };

  const emptyJar = () => {
    if (answered || jar.length === 0) return;
    setJar([]);
    setFull(false);
    playSound('whoosh');
    firstCoin.current?.focus();
  };

  const addDropped = (text: string) => {
    const value = Number(text) as MoneyValue;
    if (problem.pieces.includes(value)) add(value);
  };
  const takeBackDropped = (text: string) => {
    const index = jar.findIndex((piece) => String(piece.id) === text);
    if (index >= 0) takeBack(index);
  };

  const total = formatMoney(totalCents(jar.map((piece) => piece.value)), language);
  const hint = answered ? hintOf(problem, jar, texts, language) : null;

  return (
    <div className={classes.play}>
      <p className={classes.question} data-testid="saving-money-question">
        {question}
      </p>
      <Scene
        problem={problem}
        texts={texts}
        language={language}
        feedback={feedback}
        reducedMotion={reducedMotion}
      />
      <p className={classes.hint} aria-live="polite">
        {hint}
      </p>
      <div className={`${classes.table} ${reducedMotion ? classes.still : ''}`}>
        <Jar
          pieces={jar}
          texts={texts}
          total={texts.inJar(total)}
          note={full ? texts.jarFull : null}
          disabled={answered}
          newestId={newestId}
          animate={!reducedMotion}
          listRef={jarList}
          onTakeBack={takeBack}
          onDropFromWallet={addDropped}
        />
        <Wallet
          pieces={problem.pieces}
          texts={texts}
          disabled={answered}
          firstRef={firstCoin}
          onAdd={add}
          onDropFromJar={takeBackDropped}
        />
      </div>
      <Group justify="center" gap="md">
        <Button
          size="md"
          radius="xl"
          leftSection={<IconCheck aria-hidden />}
          disabled={answered}
          onClick={() =>
            onAnswer(
              checkAnswer(
                problem,
                jar.map((piece) => piece.value),
              ),
            )
          }
        >
          {texts.check}
        </Button>
        <Button
          size="md"
          radius="xl"
          variant="default"
          leftSection={<IconTrash aria-hidden />}
          disabled={answered}
          onClick={emptyJar}
        >
          {texts.emptyJar}
        </Button>
      </Group>
    </div>
  );
}
