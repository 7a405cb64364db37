import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Massachusetts TAFDC clothing allowance for the month: in September, the annual amount for each
 * member of the unit under 19 (a dependent child, or an 18-year-old beside one); nothing in other
 * months (106 CMR 704.420). An eligible unit gets it in full even where its grant without it would
 * be smaller or under the minimum.
 */
export const ma_tafdc_clothing_allowance = defineUsVariable({
  id: 'ma_tafdc_clothing_allowance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC clothing allowance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: [
    'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-420',
    'https://www.masslegalhelp.org/income-benefits/tafdc/advocacy-guide/part4/q77-how-much-will-you-get-each-month',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ma.dta.tafdc;
    if (Number(f.period.start.slice(5, 7)) !== p.clothing_allowance_month) return f.zeros();
    const child = Float64Array.from(f.members('age'), (a) =>
      a < p.clothing_allowance_age_limit ? 1 : 0,
    );
    const children = f.aggregate(child, 'person', 'sum');
    return children.map((c) => c * p.clothing_allowance);
  },
});
