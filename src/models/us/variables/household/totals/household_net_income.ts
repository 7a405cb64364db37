import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../../benefits/benefit-vectors.js';

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
    return mapFloat(market, (m, i) => m + benefits[i]! - tax[i]! - health[i]!);
  },
});
