import { TEST_TIME_OPTIONS_SECONDS } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { clockText, timePerQuestionText } from './time-per-question';

describe('the time per question in words', () => {
  it('names every time a tutor can choose, in English and Spanish', async () => {
    const words = (language: 'en' | 'es') =>
      TEST_TIME_OPTIONS_SECONDS.map((seconds) =>
        timePerQuestionText(seconds, i18n.getFixedT(language, 'assessments')),
      );
    expect(words('en')).toEqual([
      'No time limit',
      '15 seconds per question',
      '30 seconds per question',
      '45 seconds per question',
      '1 minute per question',
      '1 minute 30 seconds per question',
      '2 minutes per question',
      '2 minutes 30 seconds per question',
      '3 minutes per question',
    ]);
    expect(words('es')).toEqual([
      'Sin límite de tiempo',
      '15 segundos por pregunta',
      '30 segundos por pregunta',
      '45 segundos por pregunta',
      '1 minuto por pregunta',
      '1 minuto y 30 segundos por pregunta',
      '2 minutos por pregunta',
      '2 minutos y 30 segundos por pregunta',
      '3 minutos por pregunta',
    ]);
  });

  it('shows a countdown as minutes and seconds', () => {
    expect([90, 45, 9, 0].map(clockText)).toEqual(['1:30', '0:45', '0:09', '0:00']);
  });
});
