// Lints an OpenAPI document with Redocly's recommended rules, the standard linter's own set, so
// that clients generated from /api/openapi.json work as they are (issue 37). Redocly's library
// (@redocly/openapi-core) ships its rule sets: nothing is fetched, the check runs offline.
import { createConfig, lintFromString } from '@redocly/openapi-core';

/** One finding of the linter, as its CLI prints it: rule, severity, where, what. */
export interface LintProblem {
  rule: string;
  severity: 'error' | 'warn';
  /** A JSON pointer into the document, e.g. `#/paths/~1api~1status/get`. */
  pointer: string;
  message: string;
}

/**
 * Every error and warning Redocly's `recommended` rule set finds in the document (an empty
 * list when it passes). Rules the set turns off are not run; none is turned off here.
 */
export async function lintOpenApi(document: object): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    // A name for the document in the linter's messages; nothing is read from it.
    absoluteRef: '/api/openapi.json',
    config,
  });
  return problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity as 'error' | 'warn',
      pointer: problem.location[0]?.pointer ?? '#',
      message: problem.message,
    }));
}

/** One line per problem, as a test failure shows them. */
export const formatLintProblems = (problems: LintProblem[]) =>
  problems.map((p) => `${p.severity} ${p.rule} at ${p.pointer}: ${p.message}`);
