import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho permanent building fund tax (Idaho Code 63-3082): $10 on a return whose gross income reaches the federal standard deduction (the filing requirement). */
export const id_pbf = defineUsVariable({
  id: 'id_pbf',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho permanent building fund tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3082/',
  formula: (f) => {
    const amount = f.p.gov.states.id.tax.income.credits.pbf;
    const gross = f.sum('irs_gross_income');
    const standard = f.get('standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (gross[i]! >= standard[i]! && gross[i]! > 0) out[i] = amount;
    return out;
  },
});
