import { describe, expect, it } from 'vitest';
import type { PredictionRow } from './predictions.js';
import { scoreAnswer, scorePredictions } from './scoring.js';

function row(
  model: string,
  scenarioId: string,
  program: string,
  prediction: number | null,
  status: PredictionRow['status'] = 'ok',
  costUsd = 0,
): PredictionRow {
  return {
    model,
    scenarioId,
    program,
    prediction,
    status,
    errorCode: status === 'ok' ? '' : 'x',
    explanation: '',
    inputTokens: 0,
    outputTokens: 0,
    costUsd,
  };
}

describe('scoreAnswer', () => {
  it('applies the $1 exact rule and relative tolerances', () => {
    expect(scoreAnswer(1000.5, 1000)).toMatchObject({
      exact: true,
      within: [true, true, true],
      score: 1 - 0.5 / 1000,
    });
    expect(scoreAnswer(1030, 1000)).toMatchObject({ exact: false, within: [false, true, true] });
    expect(scoreAnswer(1080, 1000)).toMatchObject({ within: [false, false, true] });
    expect(scoreAnswer(0.5, 0)).toMatchObject({ exact: true, within: [true, true, true] });
    expect(scoreAnswer(50, 0)).toMatchObject({ exact: false, score: 0.5 });
    expect(scoreAnswer(5000, 1000).score).toBe(0);
    expect(scoreAnswer(null, 0)).toMatchObject({ exact: false, score: 0 });
  });
});

describe('scorePredictions', () => {
  it('scores per model and per program, counts rejections as misses and ranks by score', () => {
    const refs = [
      { scenarioId: 'a', program: 'snap', value: 100 },
      { scenarioId: 'a', program: 'eitc', value: 2000 },
      { scenarioId: 'b', program: 'snap', value: 0 },
      { scenarioId: 'b', program: 'eitc', value: 0 },
    ];
    const rows = [
      row('m1', 'a', 'snap', 100, 'ok', 0.5),
      row('m1', 'a', 'eitc', 2000, 'ok', 0.5),
      row('m1', 'b', 'snap', 0, 'ok', 0.25),
      row('m1', 'b', 'eitc', null, 'rejected', 0.25),
      row('m2', 'a', 'snap', 150, 'ok'),
      row('m2', 'a', 'eitc', null, 'error'),
    ];
    const scores = scorePredictions(rows, refs);
    expect(scores.map((s) => s.model)).toEqual(['m1', 'm2']);
    const [m1, m2] = scores as [(typeof scores)[0], (typeof scores)[0]];
    expect(m1.overall).toMatchObject({
      outputs: 4,
      answered: 3,
      rejected: 1,
      exact: 0.75,
      meanScore: 0.75,
    });
    expect(m1.programs['eitc']).toMatchObject({ outputs: 2, exact: 0.5 });
    expect(m1.costUsd).toBeCloseTo(0.75);
    expect(m2.overall).toMatchObject({
      outputs: 2,
      answered: 1,
      errors: 1,
      exact: 0,
      meanScore: 0.25,
    });
  });
});
