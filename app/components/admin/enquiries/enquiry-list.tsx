import { useState } from 'react';
import { Link } from 'react-router';

import type { Enquiry } from '../../../../contract/enquiries';
import { formatVisitTime } from '../../../../contract/visit-time';
import { cardStyles, iconButtonStyles } from '../ui';
import {
  ENQUIRY_MESSAGE_LIMIT,
  formatFollowUp,
  formatReceived,
  truncateMessage,
} from './enquiry-format';
import { EnquiryStatusBadge } from './enquiry-status';
import { ActionIcon } from '../icons';

/** The message cut at 200 characters, with a toggle to read the rest. */
function EnquiryMessage({ message }: { message: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = message.trim().length > ENQUIRY_MESSAGE_LIMIT;
  return (
    <div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-700">
        {isExpanded ? message.trim() : truncateMessage(message)}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="mt-1 text-xs font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {isExpanded ? 'Show less' : 'Show full message'}
        </button>
      )}
    </div>
  );
}

/**
 * Each link 24 px tall, so two stacked ones are targets a finger can tell apart (WCAG 2.5.8); the
 * negative margin keeps the first line level with the other columns' first lines.
 */
function ContactLinks({ enquiry }: { enquiry: Enquiry }) {
  return (
    <div className="-my-0.5 flex min-w-0 flex-col text-sm">
      <a
        href={`mailto:${enquiry.email}`}
        className="truncate py-0.5 text-brand-700 hover:text-brand-900 hover:underline"
      >
        {enquiry.email}
      </a>
      <a
        href={`tel:${enquiry.phone_number.replace(/[^\d+]/g, '')}`}
        className="py-0.5 text-ink-700 hover:text-brand-800 hover:underline"
      >
        {enquiry.phone_number}
      </a>
    </div>
  );
}

function AboutLine({ enquiry }: { enquiry: Enquiry }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <span className="font-medium text-ink-900">{enquiry.subject}</span>
      {enquiry.property !== null && (
        <a
          href={`/property/${enquiry.property}`}
          target="_blank"
          rel="noreferrer"
          className="text-brand-700 hover:text-brand-900 hover:underline"
        >
          {enquiry.property_title ?? `Listing #${enquiry.property}`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {enquiry.preferred_visit_at && (
        <span className="text-ink-700">
          Visit:{' '}
          <time dateTime={enquiry.preferred_visit_at}>
            {formatVisitTime(enquiry.preferred_visit_at)}
          </time>
        </span>
      )}
      {enquiry.property_type && (
        <span className="text-ink-500">Looking for: {enquiry.property_type}</span>
      )}
      {enquiry.budget_range && <span className="text-ink-500">Budget: {enquiry.budget_range}</span>}
    </div>
  );
}

/** Where the enquiry stands: its status, who has it and when to get back to the visitor. */
function PipelineLine({ enquiry, today }: { enquiry: Enquiry; today: string }) {
  const isDue =
    enquiry.follow_up_on !== null &&
    enquiry.follow_up_on <= today &&
    !['won', 'lost', 'spam'].includes(enquiry.status);
  return (
    <div className="flex flex-col items-start gap-1.5 text-sm">
      <EnquiryStatusBadge status={enquiry.status} />
      <span className={enquiry.assigned_to ? 'text-ink-800' : 'text-ink-500'}>
        {enquiry.assigned_to ? enquiry.assigned_to.name : 'Unassigned'}
      </span>
      {enquiry.follow_up_on && (
        <span className={isDue ? 'font-semibold text-amber-800' : 'text-ink-600'}>
          {isDue ? 'Due ' : 'Follow up '}
          <time dateTime={enquiry.follow_up_on}>{formatFollowUp(enquiry.follow_up_on)}</time>
        </span>
      )}
      {enquiry.notes_count > 0 && (
        <span className="text-xs text-ink-500">
          {enquiry.notes_count === 1 ? '1 note' : `${enquiry.notes_count} notes`}
        </span>
      )}
    </div>
  );
}

/** The visitor's name, opening the enquiry's drawer (the list's filters stay in the URL). */
function OpenLink({ enquiry, search }: { enquiry: Enquiry; search: string }) {
  return (
    <Link
      to={{ pathname: `/admin/enquiries/${enquiry.id}`, search }}
      preventScrollReset
      className="rounded font-semibold break-words text-ink-950 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {enquiry.name}
      <span className="sr-only"> (open the enquiry)</span>
    </Link>
  );
}

function DeleteButton({ enquiry, onDelete }: { enquiry: Enquiry; onDelete: () => void }) {
  return (
    <button
      type="button"
      onClick={onDelete}
      className={`${iconButtonStyles} hover:bg-red-50 hover:text-red-700`}
    >
      <span className="sr-only">Delete the enquiry from {enquiry.name}</span>
      <ActionIcon name="trash" />
    </button>
  );
}

/**
 * product.md section 2, Enquiries, with the pipeline (issue 15): a table from 1280 px, cards
 * below, each with the sender (opening the enquiry), how to reach them, what they asked about,
 * the message (200 characters), where it stands (status, assignee, follow-up) and the date.
 */
export function EnquiryList({
  enquiries,
  search,
  today,
  onDelete,
}: {
  enquiries: Enquiry[];
  /** The list's query string, kept when an enquiry is opened. */
  search: string;
  /** Today in Kerala, YYYY-MM-DD: follow-ups up to it are due. */
  today: string;
  onDelete: (enquiry: Enquiry) => void;
}) {
  return (
    <>
      <div className={`${cardStyles} hidden overflow-hidden xl:block`}>
        <table className="w-full table-fixed text-left">
          <thead className="border-b border-ink-100 bg-ink-50/60 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            <tr>
              <th scope="col" className="w-[16%] px-4 py-3">
                Name
              </th>
              <th scope="col" className="w-[18%] px-4 py-3">
                Contact
              </th>
              <th scope="col" className="w-[19%] px-4 py-3">
                Subject
              </th>
              <th scope="col" className="px-4 py-3">
                Message
              </th>
              <th scope="col" className="w-[15%] px-4 py-3">
                Pipeline
              </th>
              <th scope="col" className="w-16 px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 align-top">
            {enquiries.map((enquiry) => (
              <tr key={enquiry.id} data-enquiry={enquiry.id}>
                <td className="px-4 py-4 text-sm">
                  <OpenLink enquiry={enquiry} search={search} />
                  <time dateTime={enquiry.created_at} className="mt-1 block text-xs text-ink-500">
                    {formatReceived(enquiry.created_at)}
                  </time>
                </td>
                <td className="px-4 py-4">
                  <ContactLinks enquiry={enquiry} />
                </td>
                <td className="px-4 py-4">
                  <AboutLine enquiry={enquiry} />
                </td>
                <td className="px-4 py-4">
                  <EnquiryMessage message={enquiry.message} />
                </td>
                <td className="px-4 py-4">
                  <PipelineLine enquiry={enquiry} today={today} />
                </td>
                <td className="px-2 py-3 text-right">
                  <DeleteButton enquiry={enquiry} onDelete={() => onDelete(enquiry)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-4 xl:hidden">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id} data-enquiry={enquiry.id} className={`${cardStyles} p-4 sm:p-5`}>
            <article aria-label={`Enquiry from ${enquiry.name}`}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-base">
                    <OpenLink enquiry={enquiry} search={search} />
                  </h2>
                  <time dateTime={enquiry.created_at} className="text-xs text-ink-500">
                    {formatReceived(enquiry.created_at)}
                  </time>
                </div>
                <DeleteButton enquiry={enquiry} onDelete={() => onDelete(enquiry)} />
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                <ContactLinks enquiry={enquiry} />
                <AboutLine enquiry={enquiry} />
                <PipelineLine enquiry={enquiry} today={today} />
              </div>
              <div className="mt-3 border-t border-ink-100 pt-3">
                <EnquiryMessage message={enquiry.message} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
