/**
 * Period text: the one strict parser of period strings (`2026`, `2026-01`, `2026-01-01`,
 * `2026-01-01.2026-12-31`, `year:2026:5`, `eternity`) and PolicyEngine's meaning of a reform
 * value's period. Shared by `engine` and `contract`, which may import this folder and nothing else
 * of Fiscus; it imports nothing at all (no zod, no engine), so either can depend on it.
 */
export {
  ETERNITY_END,
  ETERNITY_START,
  INVALID_POLICY_PERIOD,
  daysInMonth,
  findReformOverlaps,
  parseDayText,
  parsePeriodText,
  parseReformPeriod,
  type PeriodParse,
  type PeriodSpan,
  type PeriodTextUnit,
  type ReformOverlap,
  type ReformPeriod,
} from './period-text.js';
