import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { type JobsOverview, jobsMessages } from '../../../../contract/jobs';
import { ToastProvider } from '../toasts';
import { JobsCard } from './jobs-card';

/**
 * The Settings card of the background jobs, as the admin's router draws it: a spinner while the
 * clientLoader's request runs, then the queues and the dead letters, or the load error.
 */

function stubOf(overview: Promise<JobsOverview>) {
  return createRoutesStub([
    {
      path: '/admin/settings',
      Component: () => (
        <ToastProvider>
          <JobsCard overview={overview} />
        </ToastProvider>
      ),
    },
  ]);
}

/** The card once its request has settled (prerender waits for every <Suspense> to resolve). */
async function renderSettled(overview: Promise<JobsOverview>): Promise<string> {
  const Stub = stubOf(overview);
  const { prelude } = await prerender(<Stub initialEntries={['/admin/settings']} />);
  return new Response(prelude).text();
}

/** The card's words in one line, as a reader meets them. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const HOUSEKEEPING =
  'Housekeeping Expired sign-ins and links, daily view counts, enquiries past their retention';
const MEDIA_SWEEP = 'Media sweep Files left by unfinished uploads';

const withDeadLetters: JobsOverview = {
  queues: [
    { queue: 'housekeeping', waiting: 3, active: 1, failed: 2 },
    { queue: 'media-sweep', waiting: 7, active: 0, failed: 0 },
  ],
  // Given oldest first: the card lists the newest first whatever the order.
  dead_letters: [
    {
      id: 'a1',
      queue: 'housekeeping',
      failed_at: '2026-11-25T04:30:00.000Z',
      error: 'connect ECONNREFUSED 127.0.0.1:5432',
    },
    {
      id: 'b2',
      queue: 'housekeeping',
      failed_at: '2026-11-26T10:35:00.000Z',
      error: 'canceling statement due to statement timeout <views>',
    },
  ],
};

const quiet: JobsOverview = {
  queues: [
    { queue: 'housekeeping', waiting: 1, active: 0, failed: 0 },
    { queue: 'media-sweep', waiting: 0, active: 1, failed: 0 },
  ],
  dead_letters: [],
};

describe('the background jobs card', () => {
  it('shows each queue by name with its counts, and the dead letters newest first', async () => {
    const html = await renderSettled(Promise.resolve(withDeadLetters));
    const words = wordsOf(html);
    expect(words).toContain('Background jobs');
    expect(words).toContain(
      'Work the site does on its own: the database’s housekeeping every 10 minutes and the media sweep every hour.',
    );
    expect(words).toContain(`${HOUSEKEEPING} Waiting 3 Running 1 Failed 2`);
    expect(words).toContain(`${MEDIA_SWEEP} Waiting 7 Running 0 Failed 0`);
    // Failed stands out while a queue has any, and only then.
    expect(html).toMatch(/<div class="[^"]*bg-red-50[^"]*"><dt[^>]*>Failed<\/dt><dd[^>]*>2<\/dd>/);
    expect(html.match(/bg-red-50/g)).toHaveLength(1);

    expect(words).toContain('Failed jobs 2');
    expect(words).not.toContain('No failed jobs.');
    // India time: 10:35 UTC is 4:05 pm in Kerala.
    expect(words).toContain(
      'Housekeeping Failed 26 Nov 2026, 4:05 pm canceling statement due to statement timeout <views>',
    );
    expect(words).toContain(
      'Housekeeping Failed 25 Nov 2026, 10:00 am connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(words.indexOf('26 Nov 2026')).toBeLessThan(words.indexOf('25 Nov 2026'));
    expect(html).toContain('<time dateTime="2026-11-26T10:35:00.000Z"');
    // The error as it came, wrapped in a small monospace block.
    expect(html).toMatch(/<pre class="[^"]*font-mono[^"]*text-xs[^"]*whitespace-pre-wrap/);
  });

  it('says there are no failed jobs when none failed every try', async () => {
    const words = wordsOf(await renderSettled(Promise.resolve(quiet)));
    expect(words).toContain(`${HOUSEKEEPING} Waiting 1 Running 0 Failed 0`);
    expect(words).toContain(`${MEDIA_SWEEP} Waiting 0 Running 1 Failed 0`);
    expect(words).toContain('Failed jobs No failed jobs.');
  });

  it('shows a spinner while the jobs load', () => {
    const Stub = stubOf(new Promise<JobsOverview>(() => undefined));
    const html = renderToString(<Stub initialEntries={['/admin/settings']} />);
    expect(wordsOf(html)).toContain('Background jobs');
    expect(html).toContain('role="status"');
    expect(wordsOf(html)).toContain('Loading the background jobs…');
    expect(wordsOf(html)).not.toContain('Waiting');
  });

  it('says the jobs could not be loaded, with a retry', async () => {
    const failed = Promise.reject(new Error('Service unavailable'));
    failed.catch(() => undefined);
    const words = wordsOf(await renderSettled(failed));
    expect(words).toContain(`${jobsMessages.fetchFailed} Try again`);
    expect(words).not.toContain('Waiting');
  });
});
