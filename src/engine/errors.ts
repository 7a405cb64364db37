/** One problem found while validating input to the engine. */
export interface EngineIssue {
  /** Stable snake_case code, e.g. `invalid_policy_period`, `unknown_parameter`. */
  readonly code: string;
  /** Where the problem is: a parameter path, a variable id, a JSON path. */
  readonly path: string;
  /** What is wrong and how to fix it. */
  readonly message: string;
}

/** Base error of the engine: a stable code and the list of every issue found. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly issues: readonly EngineIssue[] = [{ code, path: '', message }],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}

/** A period string that is not a strict ISO 8601 date, month, year or date range. */
export class PeriodError extends EngineError {
  constructor(
    readonly text: string,
    reason: string,
  ) {
    super('invalid_policy_period', `invalid period ${JSON.stringify(text)}: ${reason}`, [
      { code: 'invalid_policy_period', path: text, message: reason },
    ]);
    this.name = 'PeriodError';
  }
}

/** A reform whose operations do not fit the system; carries every problem at once. */
export class ReformValidationError extends EngineError {
  constructor(issues: readonly EngineIssue[]) {
    super(
      issues[0]?.code ?? 'invalid_reform',
      `reform rejected: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    );
    this.name = 'ReformValidationError';
  }
}

/** A household situation document that does not fit the system; carries every problem at once. */
export class SituationError extends EngineError {
  constructor(issues: readonly EngineIssue[]) {
    super(
      issues[0]?.code ?? 'invalid_situation',
      `situation rejected: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    );
    this.name = 'SituationError';
  }
}

/** A variable that depends on itself through its formulas. */
export class CycleError extends EngineError {
  constructor(readonly chain: readonly string[]) {
    super('variable_cycle', `circular definition: ${chain.join(' → ')}`);
    this.name = 'CycleError';
  }
}

/** A request for a variable the system does not define. */
export class UnknownVariableError extends EngineError {
  constructor(readonly variable: string) {
    super('unknown_variable', `unknown variable ${JSON.stringify(variable)}`, [
      {
        code: 'unknown_variable',
        path: variable,
        message: 'no variable of this id in the tax system',
      },
    ]);
    this.name = 'UnknownVariableError';
  }
}
