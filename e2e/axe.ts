// axe-core in the browser tests (issue 37, item 4): runs the accessibility rules on the page as it
// stands and describes what fails in words a person can act on.
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Every rule axe runs by default (WCAG 2.0 and 2.1, A and AA, and axe's best practices: one main
 * landmark, content inside landmarks, headings in order, unique names...), plus WCAG 2.2 AA's
 * target size (24 px), which axe leaves off by default. Not AAA (7:1 contrast, for one), which
 * the product does not aim for; not the rules axe marks experimental or deprecated.
 */
const RUN_OPTIONS: axe.RunOptions = {
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * The rules the page breaks. axe is evaluated in the page, not added as a script tag, so the
 * site's Content-Security-Policy does not stop it; frames (none in the back office) are not
 * looked into.
 */
export async function axeViolations(
  page: Page,
  /** Rules to run besides those RUN_OPTIONS names (experimental ones, for one). */
  extraRules: readonly string[] = [],
): Promise<axe.Result[]> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    ...RUN_OPTIONS,
    rules: {
      ...RUN_OPTIONS.rules,
      ...Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }])),
    },
  };
  return page.evaluate(async (runOptions) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    return (await inPage.run(document, runOptions)).violations;
  }, options);
}

/** One line per broken rule, then each element that breaks it and why. */
export function describeViolations(violations: readonly axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return [
        `${violation.id} (${violation.impact ?? 'no impact'}, ${violation.nodes.length}): ${violation.help}`,
        ...nodes,
      ].join('\n');
    })
    .join('\n');
}
