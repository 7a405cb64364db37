import { STATE_CODE } from '../../../enums.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Premium or enrollment fee the tax unit pays for its children in a separate CHIP program, by the
 * tax unit's Medicaid income level: Florida KidCare's monthly family premium and Texas CHIP's
 * annual enrollment fee; no charge in the other states.
 */
export const chip_premium = defineUsVariable({
  id: 'chip_premium',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'CHIP premium',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/cfr/text/42/457.510',
    'https://www.law.cornell.edu/cfr/text/42/457.560',
  ],
  formula: (f) => {
    const p = f.p.gov.hhs.chip.premium;
    const enrolled = f.any('is_chip_eligible');
    const level = f.get('medicaid_income_level');
    const state = f.get('state_code');
    const florida = p.fl.calc(level);
    const texas = p.tx.calc(level);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (!enrolled[i]) continue;
      if (state[i] === STATE_CODE.codes.FL) out[i] = 12 * florida[i]!;
      else if (state[i] === STATE_CODE.codes.TX) out[i] = texas[i]!;
    }
    return out;
  },
});
