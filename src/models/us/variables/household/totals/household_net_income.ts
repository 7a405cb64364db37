import { defineUsVariable } from '../../us-variable.js';

/** Net income of the household: market income plus benefits and refundable credits, less taxes and health costs. */
export const household_net_income = defineUsVariable({
  id: 'household_net_income',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household net income',
  unit: 'currency-USD',
  formula: (f) => {
    const market = f.get('household_market_income');
    const benefits = f.get('household_benefits');
    const tax = f.get('household_tax');
    const health = f.get('household_health_costs');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = market[i]! + benefits[i]! - tax[i]! - health[i]!;
    return out;
  },
});
