import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Connecticut property tax credit before the tax limits it (Schedule 3; CGS 12-704c(b)): the
 * property tax paid on the home, up to $300, less 15% for each increment, or fraction of one, of
 * Connecticut AGI above the filing status's start. Every resident filer qualifies from 2022 (no
 * age or dependent test); motor vehicle property tax has no input.
 */
export const ct_property_tax_credit_potential = defineUsVariable({
  id: 'ct_property_tax_credit_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut property tax credit before the tax limit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-704c',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income.credits.property_tax;
    const status = f.get('filing_status');
    const start = f.lookup(p.reduction_start, status, FILING_STATUS);
    const increment = f.lookup(p.reduction_increment, status, FILING_STATUS);
    const agi = f.get('ct_agi');
    const paid = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / increment[i]!);
      const kept = Math.max(0, 1 - p.reduction_rate * steps);
      out[i] = Math.min(p.max, Math.max(0, paid[i]!)) * kept;
    }
    return out;
  },
});
