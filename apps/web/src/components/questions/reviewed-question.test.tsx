import type { ReviewedItem } from '@aula/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  capitalItem,
  capitalReview,
  catItem,
  countItem,
  quarterItem,
  quarterReview,
  wordsItem,
} from '../../test/assessment-fixtures';
import { renderScreen } from '../../test/render-screen';
import { ReviewedQuestion } from './reviewed-question';

describe('a reviewed question', () => {
  it('marks the choice given, the correct one and the reason of each, in words', () => {
    renderScreen(
      <ReviewedQuestion
        item={capitalItem}
        review={capitalReview('c1')}
        answer={{ type: 'single_choice', choice_id: 'c1' }}
        outcome="wrong"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Not quite' })).toBeVisible();
    expect(screen.getByText('What is the capital of France?')).toBeVisible();
    const choices = screen.getAllByRole('listitem');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'ParisCorrect answerYes.',
      'LyonYour answer: incorrectA big city, not the capital.',
      'NiceOn the coast.',
    ]);
    expect(screen.getByText('Why:').parentElement).toHaveTextContent('Why: Paris is the capital.');
  });

  it('shows a typed answer beside the correct one', () => {
    renderScreen(
      <ReviewedQuestion
        item={quarterItem}
        review={quarterReview}
        answer={{ type: 'numeric', value: '0,8' }}
        outcome="wrong"
      />,
    );
    expect(screen.getByText('Your answer:').parentElement).toHaveTextContent('Your answer: 0,8');
    expect(screen.getByText('Incorrect')).toBeVisible();
    expect(screen.getByText('Correct answer:').parentElement).toHaveTextContent(
      'Correct answer: 3/4 cm',
    );
  });

  it('says when the time ran out, with the answer that was expected', () => {
    renderScreen(
      <ReviewedQuestion
        item={quarterItem}
        review={quarterReview}
        answer={null}
        outcome="timeout"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Time ran out' })).toBeVisible();
    expect(
      screen.getByText('This question was not answered in time, so it counts as incorrect.'),
    ).toBeVisible();
    expect(screen.getByText('Your answer:').parentElement).toHaveTextContent(
      'Your answer: no answer',
    );
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
  });

  it('fills in a dropdown sentence and marks each blank', () => {
    const review: ReviewedItem = {
      id: 'cat-sentence',
      type: 'dropdown',
      outcome: 'wrong',
      blanks: [
        {
          id: 'verb',
          correct_option: { id: 'o2', text: 'sleeps' },
          chosen_option_id: 'o1',
          is_correct: false,
        },
        {
          id: 'place',
          correct_option: { id: 'o1', text: 'mat' },
          chosen_option_id: 'o1',
          is_correct: true,
        },
      ],
    };
    renderScreen(
      <ReviewedQuestion
        item={catItem}
        review={review}
        answer={{ type: 'dropdown', selections: { verb: 'o1', place: 'o1' } }}
        outcome="wrong"
      />,
    );
    expect(screen.getByText('The sentence reads:').parentElement).toHaveTextContent(
      'The sentence reads: The cat sleeps on the mat.',
    );
    expect(screen.getAllByRole('listitem').map((blank) => blank.textContent)).toEqual([
      'Blank 1 · your answer: sleep · correct answer: sleepsIncorrect',
      'Blank 2 · your answer: mat · correct answer: matCorrect',
    ]);
  });

  it('shows the order given beside the correct order', () => {
    const review: ReviewedItem = {
      id: 'count-in-order',
      type: 'ordering',
      outcome: 'wrong',
      items: [
        { id: 'i1', text: '14' },
        { id: 'i2', text: '15' },
        { id: 'i3', text: '16' },
      ],
    };
    renderScreen(
      <ReviewedQuestion
        item={countItem}
        review={review}
        answer={{ type: 'ordering', order: ['i1', 'i3', 'i2'] }}
        outcome="wrong"
      />,
    );
    const yours = within(screen.getByRole('list', { name: 'Your order' }));
    expect(yours.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      '14Correct',
      '16Incorrect',
      '15Incorrect',
    ]);
    const correct = within(screen.getByRole('list', { name: 'Correct order' }));
    expect(correct.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      '14',
      '15',
      '16',
    ]);
  });

  it('lists each pair with the partner chosen and the right one', () => {
    const review: ReviewedItem = {
      id: 'number-words',
      type: 'matching',
      outcome: 'correct',
      explanation: 'Eleven is 11.',
      pairs: [
        {
          left: { id: 'l1', text: '11' },
          right: { id: 'r1', text: 'eleven' },
          chosen_right_id: 'r1',
          is_correct: true,
        },
        {
          left: { id: 'l2', text: '15' },
          right: { id: 'r2', text: 'fifteen' },
          chosen_right_id: 'r2',
          is_correct: true,
        },
      ],
    };
    renderScreen(
      <ReviewedQuestion
        item={wordsItem}
        review={review}
        answer={{ type: 'matching', matches: { l1: 'r1', l2: 'r2' } }}
        outcome="correct"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((pair) => pair.textContent)).toEqual([
      '11 · your answer: eleven · correct answer: elevenCorrect',
      '15 · your answer: fifteen · correct answer: fifteenCorrect',
    ]);
  });
});
