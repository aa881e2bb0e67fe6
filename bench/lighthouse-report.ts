// Lighthouse results summed up per page: median scores and metrics, the spread of the runs,
// and the audits that cost points, with the elements or URLs Lighthouse names.
import {
  CATEGORIES,
  type Category,
  type LighthouseAudit,
  type LighthouseResult,
} from './lighthouse-run';

export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** A runtime error (most often NO_NAVSTART: Chromium's trace missed the navigation) is retried. */

export type PagePath = string;

export interface LighthousePage {
  path: PagePath;
  results: LighthouseResult[];
  /** Runs lost to a runtime error and run again. */
  retried: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function score(result: LighthouseResult, category: Category): number {
  return Math.round((result.categories[category].score ?? 0) * 100);
}

export function metric(result: LighthouseResult, id: string): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

export interface PageSummary {
  path: PagePath;
  scores: Record<
    Category,
    { median: number; min: number; max: number; p95: number; all: number[] }
  >;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits scoring under 1 in any run, with how many runs, worst first within each category. */
  failing: { category: Category; audit: LighthouseAudit; runs: number }[];
  retried: string[];
}

export function summarise(page: LighthousePage): PageSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const all = page.results.map((result) => score(result, category));
      return [
        category,
        {
          median: median(all),
          min: Math.min(...all),
          max: Math.max(...all),
          p95: percentile(all, 95),
          all,
        },
      ];
    }),
  ) as PageSummary['scores'];
  const failing: PageSummary['failing'] = [];
  const [first] = page.results;
  for (const category of CATEGORIES) {
    const ids = first?.categories[category].auditRefs.map((ref) => ref.id) ?? [];
    for (const id of ids) {
      const inRuns = page.results
        .map((result) => result.audits[id])
        .filter(
          (audit): audit is LighthouseAudit =>
            audit !== undefined &&
            audit.score !== null &&
            audit.score < 1 &&
            ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        );
      const [worst] = inRuns.sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
      // Performance: only what costs points (under 0.9); a metric at 0.95 is noise, not a fault.
      if (worst && (category !== 'performance' || (worst.score ?? 0) < 0.9)) {
        failing.push({ category, audit: worst, runs: inRuns.length });
      }
    }
  }
  return {
    path: page.path,
    scores,
    lcpMs: median(page.results.map((result) => metric(result, 'largest-contentful-paint'))),
    tbtMs: median(page.results.map((result) => metric(result, 'total-blocking-time'))),
    cls: median(page.results.map((result) => metric(result, 'cumulative-layout-shift'))),
    failing,
    retried: page.retried,
  };
}

/** Short text of one value in an audit's table: an element's HTML, a URL, a label. */
function describeValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const node = value as { snippet?: unknown; selector?: unknown; url?: unknown; text?: unknown };
    for (const field of [node.snippet, node.selector, node.url, node.text]) {
      if (typeof field === 'string') return field;
    }
  }
  return undefined;
}

/** A few words on where an audit failed: the elements or URLs Lighthouse names. */
function describeItems(audit: LighthouseAudit): string[] {
  const items = audit.details?.items;
  // Insight audits carry a checklist (an object of named checks) instead of a table.
  if (items && !Array.isArray(items)) {
    return Object.values(items as Record<string, { label?: string; value?: unknown }>)
      .filter((check) => check.value === false)
      .map((check) => `not met: ${check.label ?? '?'}`);
  }
  return (items ?? []).slice(0, 3).flatMap((item) => {
    const text = ['node', 'url', 'source', 'label']
      .map((key) => describeValue(item[key]))
      .find((value) => value !== undefined);
    if (text === undefined) return [];
    return [text.length > 140 ? `${text.slice(0, 137)}...` : text];
  });
}

export function printLighthouse(summaries: PageSummary[], runs: number): void {
  const range = runs <= 5 ? 'min–max' : 'p95';
  console.log(
    `\nLighthouse (mobile, simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page: median (${range})`,
  );
  for (const summary of summaries) {
    const cells = CATEGORIES.map((category) => {
      const s = summary.scores[category];
      const spread = runs <= 5 ? `${s.min}–${s.max}` : `p95 ${s.p95}`;
      const mark = s.median < TARGETS[category] ? ' BELOW TARGET' : '';
      return `${category} ${s.median} (${spread})${mark}`;
    });
    console.log(`  ${summary.path}`);
    console.log(`    ${cells.join(' | ')}`);
    console.log(
      `    LCP ${(summary.lcpMs / 1000).toFixed(2)} s | TBT ${summary.tbtMs.toFixed(0)} ms | CLS ${summary.cls.toFixed(3)}${
        summary.retried.length > 0 ? ` | runs repeated after: ${summary.retried.join(', ')}` : ''
      }`,
    );
    for (const { category, audit, runs: failedRuns } of summary.failing) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.log(
        `    - [${category}] ${audit.id}: ${audit.title}${value}, score ${audit.score}, in ${failedRuns}/${runs} runs`,
      );
      for (const line of describeItems(audit)) console.log(`        ${line}`);
    }
  }
}
