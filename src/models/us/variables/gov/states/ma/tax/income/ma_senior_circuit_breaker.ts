import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts senior circuit breaker credit (M.G.L. c.62 s.6(k), Schedule CB): for a return with a filer aged 65 or more and total income (Massachusetts AGI plus Social Security) within the limit, the real estate tax — or 25% of rent — above 10% of total income, at most the maximum; refundable (the assessed-value limit needs an input the model lacks). */
export const ma_senior_circuit_breaker = defineUsVariable({
  id: 'ma_senior_circuit_breaker',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts senior circuit breaker credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section6',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income;
    const status = f.get('filing_status');
    const limit = f.lookup(p.credits.circuit_breaker_income_limit, status, FILING_STATUS);
    const agi = f.get('ma_agi');
    const socialSecurity = f.sum('social_security', { mask: 'is_tax_unit_head_or_spouse' });
    const realEstate = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const aged = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1)
      aged[i] = filer[i] && age[i]! >= p.exemptions.aged_age ? 1 : 0;
    const anyAged = f.aggregate(aged, 'person', 'max');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const income = agi[i]! + socialSecurity[i]!;
      if (!anyAged[i] || limit[i]! <= 0 || income > limit[i]!) continue;
      const housing = realEstate[i]! + p.credits.circuit_breaker_rent_share * rent[i]!;
      const excess = housing - p.credits.circuit_breaker_income_share * income;
      out[i] = Math.max(0, Math.min(excess, p.credits.circuit_breaker_max));
    }
    return out;
  },
});
