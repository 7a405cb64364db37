import { defineUsVariable } from '../../../../../us-variable.js';
import { wiRateTax, wiStandardDeduction } from './wi-schedules.js';

/**
 * Wisconsin income tax (negative where refundable credits exceed the tax): the lower of the regular
 * computation (tax after credits less refundable credits) and, where the retirement income exclusion
 * applies, the tax with the exclusion and without the section 71.07 credits (the standard deduction
 * recomputed on the lower AGI). As in PolicyEngine, the household totals use the regular computation.
 */
export const wi_income_tax = defineUsVariable({
  id: 'wi_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => {
    const tax = f.get('wi_income_tax_before_refundable_credits');
    const credits = f.get('wi_refundable_credits');
    const exclusion = f.get('wi_retirement_income_exclusion');
    const agi = f.get('wi_agi');
    const exemptions = f.get('wi_exemptions');
    const reducedAgi = f.zeros();
    for (let i = 0; i < f.size; i += 1) reducedAgi[i] = agi[i]! - exclusion[i]!;
    const standard = wiStandardDeduction(f, reducedAgi);
    const taxable = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      taxable[i] = Math.max(0, reducedAgi[i]! - standard[i]! - exemptions[i]!);
    const excludedTax = wiRateTax(f, taxable);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const regular = tax[i]! - credits[i]!;
      out[i] = exclusion[i]! > 0 ? Math.min(regular, excludedTax[i]!) : regular;
    }
    return out;
  },
});
