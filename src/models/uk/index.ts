/**
 * The UK country model: income tax (rUK and Scottish rates, savings and dividends, the marriage
 * allowance, the High Income Child Benefit Charge), National Insurance, Child Benefit, Universal
 * Credit with the benefit cap, Pension Credit and household totals, with PolicyEngine-UK variable
 * ids. Imports only the engine. This file is the model's only entrance and names everything it
 * exports.
 */
export { createUkSystem, loadUkModel, UK_MODEL_VERSION } from './system.js';
export { ukEntities } from './entities.js';
export { REGION, TENURE_TYPE } from './variables/enums.js';
export { taxYearInstant } from './variables/uk-variable.js';
export type { UkParameters } from './parameters.generated.js';
export type { UkVariableId } from './variable-ids.generated.js';
