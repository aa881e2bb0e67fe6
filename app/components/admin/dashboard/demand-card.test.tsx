import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { type AlertDemand, demandMessages } from '../../../../contract/alert-demand';
import { DemandCard } from './demand-card';

/**
 * The dashboard's demand card, as the admin's router draws it: placeholders while its request
 * runs, then the groups (a table and a phone's list), the empty state, or the load error.
 */

function stubOf(demand: Promise<AlertDemand>) {
  return createRoutesStub([
    { path: '/admin/dashboard', Component: () => <DemandCard demand={demand} /> },
  ]);
}

async function renderSettled(demand: Promise<AlertDemand>): Promise<string> {
  const Stub = stubOf(demand);
  const { prelude } = await prerender(<Stub initialEntries={['/admin/dashboard']} />);
  return new Response(prelude).text();
}

function wordsOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The table's rows and the list's items, each as its words. */
function rowsOf(html: string, tag: 'tr' | 'li'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((match) =>
    wordsOf(match[1] ?? ''),
  );
}

const demand: AlertDemand = {
  alerts: 1234,
  anywhere: 3,
  groups: 25,
  rows: [
    {
      district_id: 7,
      district: 'Ernakulam',
      purpose: 'rent',
      property_type_id: 2,
      property_type: 'Apartment',
      price_band: { min: 15_000, max: 30_000, label: '₹15K–30K/month' },
      alerts: 1180,
      listed: 12,
    },
    {
      district_id: 8,
      district: 'Thrissur',
      purpose: 'sell',
      property_type_id: 3,
      property_type: 'Villa',
      price_band: { min: 5_000_000, max: 10_000_000, label: '₹50L–1Cr' },
      alerts: 2,
      listed: 0,
    },
    {
      district_id: null,
      district: null,
      purpose: 'all',
      property_type_id: null,
      property_type: null,
      price_band: { min: null, max: null, label: 'Any price' },
      alerts: 1,
      listed: 58,
    },
  ],
};

describe('the demand from saved searches card', () => {
  it('shows each group with its alerts and listings, nothing listed standing out', async () => {
    const html = await renderSettled(Promise.resolve(demand));
    const words = wordsOf(html);
    expect(words).toContain('Demand from saved searches');
    expect(words).toContain('1,234 running alerts, 3 with no district (Anywhere).');
    expect(rowsOf(html, 'tr')).toEqual([
      'District Looking for Price Alerts Listed',
      'Ernakulam Apartment · For rent ₹15K–30K/month 1,180 12',
      'Thrissur Villa · For sale ₹50L–1Cr 2 Nothing listed',
      'Anywhere Any type · Sale or rent Any price 1 58',
    ]);
    // The phone's list: the same groups, stacked.
    expect(rowsOf(html, 'li')).toEqual([
      'Ernakulam 1,180 alerts Apartment · For rent ₹15K–30K/month 12 listed',
      'Thrissur 2 alerts Villa · For sale ₹50L–1Cr Nothing listed',
      'Anywhere 1 alert Any type · Sale or rent Any price 58 listed',
    ]);
    // Only the group with nothing listed is highlighted, in the table and in the list.
    expect(html.match(/<(tr|li) class="[^"]*bg-amber-50/g)).toHaveLength(2);
    expect(words).toContain('The 3 groups with most alerts, of 25.');
  });

  it('says no search is saved yet', async () => {
    const words = wordsOf(
      await renderSettled(Promise.resolve({ alerts: 0, anywhere: 0, groups: 0, rows: [] })),
    );
    expect(words).toContain('No saved searches yet.');
    expect(words).not.toContain('Listed');
  });

  it('shows placeholders while the demand loads', () => {
    const Stub = stubOf(new Promise<AlertDemand>(() => undefined));
    const html = renderToString(<Stub initialEntries={['/admin/dashboard']} />);
    expect(wordsOf(html)).toContain('Loading the demand from saved searches…');
    expect(html).toContain('aria-busy="true"');
    expect(wordsOf(html)).not.toContain('Nothing listed');
  });

  it('says the demand could not be loaded, with a retry', async () => {
    const failed = Promise.reject(new Error('Service unavailable'));
    failed.catch(() => undefined);
    const words = wordsOf(await renderSettled(failed));
    expect(words).toContain(`${demandMessages.fetchFailed} Try again`);
    expect(words).not.toContain('No saved searches yet.');
  });
});
