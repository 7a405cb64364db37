import { defineUsVariable } from '../../../../../us-variable.js';
import { kyFiling } from './ky-filing.js';

/** Kentucky household and dependent care service credit used (KRS 141.067): 20% of the federal credit, up to the tax left after the personal and family size credits. */
export const ky_cdcc = defineUsVariable({
  id: 'ky_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=29058',
  formula: (f) => kyFiling(f).cdcc,
});
