import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina taxable income (SC1040 line 5): to 2025 federal taxable income plus the state tax
 * and federal non-conformity additions, less the subtractions; from 2026 (H.4216) federal AGI less
 * the income adjusted deduction and the subtractions. At least 0.
 */
export const sc_taxable_income = defineUsVariable({
  id: 'sc_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const subtractions = f.get('sc_subtractions');
    const out = f.zeros();
    if (f.p.gov.states.sc.tax.income.sciad_in_effect) {
      const agi = f.get('adjusted_gross_income');
      const sciad = f.get('sc_sciad');
      for (let i = 0; i < f.size; i += 1)
        out[i] = Math.max(0, agi[i]! - sciad[i]! - subtractions[i]!);
      return out;
    }
    const federal = f.get('taxable_income');
    const state = f.get('sc_state_tax_addback');
    const conformity = f.get('sc_federal_conformity_addback');
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, federal[i]! + state[i]! + conformity[i]! - subtractions[i]!);
    return out;
  },
});
