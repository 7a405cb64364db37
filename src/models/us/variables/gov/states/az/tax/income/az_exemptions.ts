import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona exemptions (Form 140 lines 38–41, A.R.S. 43-1023): $2,100 for each filer aged 65 or more (the blind, parent and other exemptions need inputs the model does not have). */
export const az_exemptions = defineUsVariable({
  id: 'az_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01023.htm',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income.exemptions;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const aged = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1) aged[i] = filer[i] && age[i]! >= p.aged_age ? 1 : 0;
    const count = f.aggregate(aged, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = count[i]! * p.aged_amount;
    return out;
  },
});
