import { povertyGuideline } from '../../benefit-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Household income for Medicaid and CHIP (the tax unit's MAGI) as a share of the current year's
 * poverty guideline for the tax unit's size (42 CFR 435.603).
 */
export const medicaid_income_level = defineUsVariable({
  id: 'medicaid_income_level',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Medicaid income as a share of the poverty guideline',
  unit: '/1',
  reference: 'https://www.law.cornell.edu/cfr/text/42/435.603',
  formula: (f) => {
    const income = f.get('aca_magi');
    const guideline = povertyGuideline(f, f.get('tax_unit_size'));
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! / guideline[i]!;
    return out;
  },
});
