/**
 * The US country model: federal income and payroll taxes (with Public Law 119-21), the core
 * benefits, and household totals, with PolicyEngine-US variable ids. Imports only the engine.
 * This file is the model's only entrance and names everything it exports.
 */
export { createUsSystem, loadUsModel, US_MODEL_VERSION } from './system.js';
export { usEntities } from './entities.js';
export { FILING_STATUS, STATE_CODE } from './variables/enums.js';
export type { UsParameters } from './parameters.generated.js';
export type { UsVariableId } from './variable-ids.generated.js';
export { STATE_INCOME_TAXES } from './variables/gov/states/state-income-taxes.js';
export type { StateIncomeTax } from './variables/gov/states/tax/income/state-income-tax.js';
