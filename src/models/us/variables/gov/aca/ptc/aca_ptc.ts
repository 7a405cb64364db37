import { FILING_STATUS } from '../../../enums.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Premium tax credit of the tax unit: the benchmark premium less the applicable percentage of
 * household income (26 U.S.C. 36B(b)), for applicable taxpayers - household income from 100% of the
 * poverty line up to 400% (the upper limit suspended for 2021 to 2025), not married filing
 * separately - with at least one Marketplace enrollee, that file a return (`aca_ptc_filer`). The applicable percentage rises linearly
 * within each income tier, with income as a share of the poverty line rounded down to a whole
 * percent (Form 8962, line 5).
 */
export const aca_ptc = defineUsVariable({
  id: 'aca_ptc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Premium tax credit',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/36B',
    'https://www.irs.gov/instructions/i8962',
  ],
  formula: (f) => {
    const p = f.p.gov.aca.ptc;
    const ratio = f.get('aca_ptc_fpl_ratio');
    const benchmark = f.get('slcsp');
    const income = f.get('aca_magi');
    const status = f.get('filing_status');
    const filer = f.get('aca_ptc_filer');
    const thresholds = p.applicable_percentage.initial.thresholds;
    const initial = p.applicable_percentage.initial.values;
    const final = p.applicable_percentage.final.values;
    const upper = p.income_limit.upper_suspended ? Infinity : p.income_limit.upper;
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const r = ratio[i]!;
      if (
        !filer[i] ||
        benchmark[i]! <= 0 ||
        r < p.income_limit.lower ||
        r > upper ||
        status[i] === FILING_STATUS.codes.SEPARATE
      )
        continue;
      const rounded = Math.floor(r * 100 + 1e-9) / 100;
      let tier = 0;
      while (tier + 1 < thresholds.length && rounded >= thresholds[tier + 1]!) tier += 1;
      const from = thresholds[tier]!;
      const to = thresholds[tier + 1];
      const share = to === undefined ? 0 : (rounded - from) / (to - from);
      const percentage = initial[tier]! + (final[tier]! - initial[tier]!) * share;
      out[i] = Math.max(0, benchmark[i]! - percentage * income[i]!);
    }
    return out;
  },
});
