/** What `fiscus --help` says of each top-level command, without loading the command's code. */
export const COMMAND_SUMMARIES = {
  report:
    'Compute a reform report: budget, deciles, poverty and inequality, on the bundled synthetic dataset.',
  reports: 'Recorded reports (database delivery).',
  calc: 'Compute a household situation (PolicyEngine situation JSON; an array is one batch) with the US model',
  params: 'List the parameter paths reforms can change, with their values and descriptions.',
  data: 'Build and inspect US population datasets.',
  cache: 'The baseline cache: precompute, pull, verify and deploy content-addressed baselines.',
  eval: 'LLM benchmark: scenarios, model runs, retries and the leaderboard',
  worker:
    'Run simulation tasks from a Redis queue (start any number of these; `fiscus report --queue` feeds them).',
} as const;

/** The name of a top-level command. */
export type CommandName = keyof typeof COMMAND_SUMMARIES;
