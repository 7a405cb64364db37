import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Delaware personal credits (30 Del. C. 1110): one for each filer, spouse and dependent, and
 * another for each filer or spouse aged 65 or over.
 */
export const de_personal_credits = defineUsVariable({
  id: 'de_personal_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware personal credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const p = f.p.gov.states.de.tax.income.credits;
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const dependents = f.get('tax_unit_count_dependents');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const unit = f.memberIndex();
    const aged = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j] && age[j]! >= p.aged_age) aged[unit[j]!] = aged[unit[j]!]! + 1;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = p.personal * (filers[i]! + aged[i]! + dependents[i]!);
    return out;
  },
});
