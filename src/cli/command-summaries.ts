/** What `fiscus --help` says of each top-level command, without loading the command's code. */
export const COMMAND_SUMMARIES = {
  report:
    'Compute a reform report: budget, deciles, poverty and inequality, on the bundled synthetic dataset.',
  reports: 'Recorded reports (database delivery).',
  calc: "Compute a household situation (PolicyEngine situation JSON; an array is one batch) with a country's model",
  params:
    'List the parameter paths reforms can change, with their values and descriptions (the older form of parameters).',
  parameters:
    'List or search the parameters reforms can change: labels, units, references and values in force on a date.',
  variables:
    'List or search the model variables: ids, labels, entities, periods, units and references.',
  data: 'Build and inspect population datasets.',
  store: 'The artifact store: re-hash every object (verify) and move damaged ones aside.',
  cache: 'The baseline cache: precompute, pull, verify and deploy content-addressed baselines.',
  eval: 'LLM benchmark: scenarios, model runs, retries and the leaderboard',
  serve: 'Serve the HTTP API and the web page (household calculator, reform builder, reports).',
  worker:
    'Run simulation tasks from a Redis queue (start any number of these; `fiscus report --queue` feeds them).',
} as const;

/** The name of a top-level command. */
export type CommandName = keyof typeof COMMAND_SUMMARIES;
