import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Oregon subtraction for federal income tax (ORS 316.800, OR-40 line 10): the federal income tax
 * (not below 0), at most the limit for the federal AGI - thresholds doubled on a joint, head of
 * household or surviving spouse return, the amounts halved on a separate one.
 */
export const or_federal_tax_liability_subtraction = defineUsVariable({
  id: 'or_federal_tax_liability_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon federal tax liability subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_316.800',
  formula: (f) => {
    const scale = f.p.gov.states.or.tax.income.subtractions.federal_tax_cap;
    const status = f.get('filing_status');
    const { SINGLE, SEPARATE } = FILING_STATUS.codes;
    const factor = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      factor[i] = status[i] === SINGLE || status[i] === SEPARATE ? 1 : 2;
    const cap = scale.calc(f.get('adjusted_gross_income'), factor);
    const tax = f.get('income_tax');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const limit = status[i] === SEPARATE ? cap[i]! / 2 : cap[i]!;
      out[i] = Math.min(Math.max(0, tax[i]!), limit);
    }
    return out;
  },
});
