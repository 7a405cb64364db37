import { defineUsVariable } from '../../us-variable.js';

/** Net short-term capital gains (negative: losses) (input). */
export const short_term_capital_gains = defineUsVariable({
  id: 'short_term_capital_gains',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Net short-term capital gains (negative: losses)',
  unit: 'currency-USD',
});
