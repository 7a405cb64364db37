import { FILING_STATUS } from '../../../../../enums.js';
import { njTax } from './nj-tax-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey tax on taxable income by the schedule for the filing status (NJ-1040 line 43, N.J.S.A. 54A:2-1); 0 where New Jersey gross income is at most the filing threshold (54A:2-4). */
export const nj_income_tax_before_credits = defineUsVariable({
  id: 'nj_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-2-1/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income;
    const status = f.get('filing_status');
    const income = f.get('nj_agi');
    const threshold = f.lookup(p.filing_threshold, status, FILING_STATUS);
    const tax = njTax(f, Float64Array.from(f.get('nj_taxable_income')), status);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! > threshold[i]! ? tax[i]! : 0;
    return out;
  },
});
