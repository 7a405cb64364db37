import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri deduction for federal income tax (RSMo 143.171; MO-1040 lines 12-13): the federal
 * income tax after credits other than the earned income credit (at least 0), times the share for
 * the return's Missouri AGI, at most the cap. The federal tax is the one computed, with its SALT
 * deduction; PolicyEngine-US reads a federal tax recomputed without it (a gap only for itemisers
 * with Missouri AGI under $125,000).
 */
export const mo_federal_income_tax_deduction = defineUsVariable({
  id: 'mo_federal_income_tax_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri federal income tax deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.171',
  formula: (f) => {
    const p = f.p.gov.states.mo.tax.income.deductions;
    const cap = byFilingStatus(f, p.federal_income_tax_cap);
    const rate = p.federal_income_tax_rate.calc(f.get('mo_agi'));
    const tax = f.get('income_tax');
    const eitc = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(cap[i]!, Math.max(0, tax[i]! + eitc[i]!) * rate[i]!);
    return out;
  },
});
