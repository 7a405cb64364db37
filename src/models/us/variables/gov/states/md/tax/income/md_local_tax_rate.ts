import { mdCountyRate, usesJointCountySchedule } from './md-county-tax.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** The household's county rate on Maryland taxable income (Tax-General 10-704(d)): a flat county's rate, Frederick's rate for the unit's bracket, Anne Arundel's lowest rate. Read by the county tax and the county earned income credit. */
export const md_local_tax_rate = defineUsVariable({
  id: 'md_local_tax_rate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland county income tax rate',
  unit: '/1',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => mdCountyRate(f, f.get('md_taxable_income'), usesJointCountySchedule(f)),
});
