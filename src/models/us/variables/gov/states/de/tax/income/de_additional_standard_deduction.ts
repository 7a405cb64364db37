import { defineUsVariable } from '../../../../../us-variable.js';

/** Delaware additional standard deduction of a filer or spouse: once if 65 or over, once if blind. */
export const de_additional_standard_deduction = defineUsVariable({
  id: 'de_additional_standard_deduction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Delaware additional standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const p = f.p.gov.states.de.tax.income;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const blind = f.get('is_blind');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const count = (age[i]! >= p.credits.aged_age ? 1 : 0) + (blind[i] ? 1 : 0);
      out[i] = count * p.deductions.standard.additional;
    }
    return out;
  },
});
