import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** The colour TV licence fee, free when someone aged 75 or over receives Pension Credit. */
export const tv_licence = defineUkVariable({
  id: 'tv_licence',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'TV licence',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2004/692/schedule/1',
  formula: (f) => {
    const free = f.get('is_tv_licence_free');
    const fee = f.p.gov.dcms.bbc.tv_licence.colour;
    return perRow(f, (i) => (free[i] ? 0 : fee));
  },
});
