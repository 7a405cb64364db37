import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** The value of one funded hour of early years provision for this child: DfE's national average hourly rate for the child's age band (under 2, 2, 3 and over). */
export const early_years_funding_rate = defineUkVariable({
  id: 'early_years_funding_rate',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Early years hourly funding rate',
  unit: 'currency-GBP',
  reference: 'https://www.gov.uk/government/publications/early-years-funding-2025-to-2026',
  formula: (f) => {
    const age = f.get('age');
    const r = f.p.gov.dfe.early_years.funding_rate;
    return perRow(f, (i) => (age[i]! < 2 ? r.under_two : age[i]! < 3 ? r.two : r.three_and_four));
  },
});
