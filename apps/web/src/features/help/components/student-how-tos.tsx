import {
  IconAbc,
  IconBook,
  IconBooks,
  IconDeviceGamepad2,
  IconHome,
  IconPlayerPlay,
  IconQuestionMark,
  IconSearch,
  IconStar,
  IconVolume,
} from '@tabler/icons-react';
import type { HowTo } from './how-to-list';

/** The student's guides: the things a student does in Aula, each in a few short steps. */
export const STUDENT_HOW_TOS: HowTo[] = [
  {
    id: 'lesson',
    title: 'studentHowTos.lesson.title',
    summary: 'studentHowTos.lesson.summary',
    to: '/',
    steps: [
      'studentHowTos.lesson.steps.1',
      'studentHowTos.lesson.steps.2',
      'studentHowTos.lesson.steps.3',
      'studentHowTos.lesson.steps.4',
    ],
    picture: { main: IconHome, badge: IconPlayerPlay },
  },
  {
    id: 'quiz',
    title: 'studentHowTos.quiz.title',
    summary: 'studentHowTos.quiz.summary',
    to: '/',
    steps: [
      'studentHowTos.quiz.steps.1',
      'studentHowTos.quiz.steps.2',
      'studentHowTos.quiz.steps.3',
      'studentHowTos.quiz.steps.4',
    ],
    picture: { main: IconQuestionMark, badge: IconStar, color: 'orange' },
  },
  {
    id: 'search',
    title: 'studentHowTos.search.title',
    summary: 'studentHowTos.search.summary',
    to: '/search',
    steps: [
      'studentHowTos.search.steps.1',
      'studentHowTos.search.steps.2',
      'studentHowTos.search.steps.3',
    ],
    picture: { main: IconSearch, badge: IconBooks, color: 'teal' },
  },
  {
    id: 'game',
    title: 'studentHowTos.game.title',
    summary: 'studentHowTos.game.summary',
    to: '/games',
    steps: [
      'studentHowTos.game.steps.1',
      'studentHowTos.game.steps.2',
      'studentHowTos.game.steps.3',
      'studentHowTos.game.steps.4',
    ],
    picture: { main: IconDeviceGamepad2, badge: IconStar, color: 'grape' },
  },
  {
    id: 'book',
    title: 'studentHowTos.book.title',
    summary: 'studentHowTos.book.summary',
    to: '/book',
    steps: [
      'studentHowTos.book.steps.1',
      'studentHowTos.book.steps.2',
      'studentHowTos.book.steps.3',
      'studentHowTos.book.steps.4',
    ],
    picture: { main: IconBook, badge: IconVolume, color: 'cyan' },
  },
  {
    id: 'dictionary',
    title: 'studentHowTos.dictionary.title',
    summary: 'studentHowTos.dictionary.summary',
    to: '/spelling-helper-dictionary',
    steps: [
      'studentHowTos.dictionary.steps.1',
      'studentHowTos.dictionary.steps.2',
      'studentHowTos.dictionary.steps.3',
      'studentHowTos.dictionary.steps.4',
    ],
    picture: { main: IconAbc, badge: IconVolume, color: 'blue' },
  },
];
