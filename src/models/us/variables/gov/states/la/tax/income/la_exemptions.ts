import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Louisiana exemptions (La. R.S. 47:294; IT-540 lines 6A-6D, to 2024): the combined personal
 * exemption and standard deduction for the filing status plus $1,000 per dependent and per filer
 * 65 or older; 0 from 2025.
 */
export const la_exemptions = defineUsVariable({
  id: 'la_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana personal and dependent exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101566',
  formula: (f) => {
    const p = f.p.gov.states.la.tax.income;
    const personal = byFilingStatus(f, p.personal_exemption);
    const dependents = f.get('tax_unit_count_dependents');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const unit = f.memberIndex();
    const aged = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j] && age[j]! >= p.retirement_exemption_age) aged[unit[j]!] = aged[unit[j]!]! + 1;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = personal[i]! + (dependents[i]! + aged[i]!) * p.additional_exemption;
    return out;
  },
});
