import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's Oklahoma retirement benefit exclusion (Schedule 511-A line 6; 68 O.S. 2358(D)): their taxable pensions and annuities up to $10,000. 0 for dependents. */
export const ok_retirement_exclusion = defineUsVariable({
  id: 'ok_retirement_exclusion',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma retirement benefit exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const cap = f.p.gov.states.ok.tax.income.agi.retirement_exclusion;
    const pensions = f.get('taxable_pension_income');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = Math.min(cap, Math.max(0, pensions[i]!));
    return out;
  },
});
