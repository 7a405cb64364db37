import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon standard deduction (ORS 316.695): the amount for the filing status plus the addition for each filer aged 65 or more and each blind filer. */
export const or_standard_deduction = defineUsVariable({
  id: 'or_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_316.695',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.income.deductions;
    const status = f.get('filing_status');
    const base = f.lookup(p.standard, status, FILING_STATUS);
    const extra = f.lookup(p.aged_or_blind, status, FILING_STATUS);
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const blind = f.members('is_blind');
    const count = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      if (filer[i]) count[i] = (age[i]! >= p.aged_age ? 1 : 0) + (blind[i] ? 1 : 0);
    const additions = f.aggregate(count, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = base[i]! + extra[i]! * additions[i]!;
    return out;
  },
});
