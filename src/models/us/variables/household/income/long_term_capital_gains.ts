import { defineUsVariable } from '../../us-variable.js';

/** Net long-term capital gains (negative: losses) (input). */
export const long_term_capital_gains = defineUsVariable({
  id: 'long_term_capital_gains',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Net long-term capital gains (negative: losses)',
  unit: 'currency-USD',
});
