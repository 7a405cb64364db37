import { defineUsVariable } from '../../../../us-variable.js';
import { headStartValuePerSlot } from '../head-start-value.js';

/**
 * Value of Early Head Start (infant and toddler) services for an eligible child, with full take-up:
 * the state's federal Early Head Start funding per funded slot, carried to the year by the CPI-U.
 */
export const early_head_start = defineUsVariable({
  id: 'early_head_start',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Early Head Start',
  unit: 'currency-USD',
  reference: 'https://headstart.gov/program-data/article/head-start-program-facts-fiscal-year-2024',
  formula: (f) => {
    const value = headStartValuePerSlot(f, (p) => p.gov.hhs.head_start.early_head_start);
    const eligible = f.get('is_early_head_start_eligible');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = eligible[i] ? value[i]! : 0;
    return out;
  },
});
