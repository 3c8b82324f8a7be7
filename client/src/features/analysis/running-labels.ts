/** What a running button and the progress line say while each kind of run works. */
export const RUNNING_LABELS = {
  analyze: 'Analyzing…',
  fiction: 'Assessing fiction…',
  originality: 'Evaluating originality…',
  rewrite: 'Rewriting…',
} as const;
