/** The ordinary income tax brackets in force for a formula's tax units. */
import { byFilingStatus } from '../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../us-variable.js';

/** Rates of brackets 1–7 and, per tax unit, the thresholds where brackets 2–7 start. */
export function ordinaryBrackets(f: UsFormulaContext): {
  rates: number[];
  thresholds: Float64Array[];
} {
  const b = f.p.gov.irs.income.bracket;
  const rates = [
    b.rates['1'],
    b.rates['2'],
    b.rates['3'],
    b.rates['4'],
    b.rates['5'],
    b.rates['6'],
    b.rates['7'],
  ];
  const t = b.thresholds;
  const thresholds = [t['1'], t['2'], t['3'], t['4'], t['5'], t['6']].map((x) =>
    byFilingStatus(f, x),
  );
  return { rates, thresholds };
}
