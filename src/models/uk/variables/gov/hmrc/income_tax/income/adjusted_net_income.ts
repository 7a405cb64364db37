import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Net income for the personal allowance taper and the High Income Child Benefit Charge: total income less the trading allowance. */
export const adjusted_net_income = defineUkVariable({
  id: 'adjusted_net_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Adjusted net income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/58',
  formula: (f) => {
    const total = f.get('total_income');
    const allowance = f.get('trading_allowance_deduction');
    return perRow(f, (i) => Math.max(0, total[i]! - allowance[i]!));
  },
});
