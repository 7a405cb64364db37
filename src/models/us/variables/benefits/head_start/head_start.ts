import { defineUsVariable } from '../../us-variable.js';
import { byState, mapFloat } from '../benefit-vectors.js';

/**
 * Value of Head Start (preschool) services for an eligible child, with full take-up: the state's federal
 * Head Start funding per funded enrollment slot.
 */
export const head_start = defineUsVariable({
  id: 'head_start',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Head Start',
  unit: 'currency-USD',
  reference: 'https://headstart.gov/program-data/article/head-start-program-facts-fiscal-year-2023',
  formula: (f) => {
    const p = f.p.gov.hhs.head_start;
    const spending = byState(f, p.spending);
    const enrollment = byState(f, p.enrollment);
    const eligible = f.get('is_head_start_eligible');
    return mapFloat(eligible, (e, i) =>
      e && enrollment[i]! > 0 ? spending[i]! / enrollment[i]! : 0,
    );
  },
});
