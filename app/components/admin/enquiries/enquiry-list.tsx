import { useState } from 'react';

import type { Enquiry } from '../../../../contract/enquiries';
import { cardStyles, iconButtonStyles } from '../ui';
import { ENQUIRY_MESSAGE_LIMIT, formatReceived, truncateMessage } from './enquiry-format';
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

function ContactLinks({ enquiry }: { enquiry: Enquiry }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <a
        href={`mailto:${enquiry.email}`}
        className="truncate text-brand-700 hover:text-brand-900 hover:underline"
      >
        {enquiry.email}
      </a>
      <a
        href={`tel:${enquiry.phone_number.replace(/[^\d+]/g, '')}`}
        className="text-ink-700 hover:text-brand-800 hover:underline"
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
      {enquiry.property_type && (
        <span className="text-ink-500">Looking for: {enquiry.property_type}</span>
      )}
    </div>
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
 * product.md section 2, Enquiries: a table from 1024 px, cards below, each with the sender, how to
 * reach them, what they asked about, the budget, the message (200 characters) and the date.
 */
export function EnquiryList({
  enquiries,
  onDelete,
}: {
  enquiries: Enquiry[];
  onDelete: (enquiry: Enquiry) => void;
}) {
  return (
    <>
      <div className={`${cardStyles} hidden overflow-hidden lg:block`}>
        <table className="w-full table-fixed text-left">
          <thead className="border-b border-ink-100 bg-ink-50/60 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            <tr>
              <th scope="col" className="w-[17%] px-4 py-3">
                Name
              </th>
              <th scope="col" className="w-[18%] px-4 py-3">
                Contact
              </th>
              <th scope="col" className="w-[17%] px-4 py-3">
                Subject
              </th>
              <th scope="col" className="w-[9%] px-4 py-3">
                Budget
              </th>
              <th scope="col" className="px-4 py-3">
                Message
              </th>
              <th scope="col" className="w-[11%] px-4 py-3">
                Received
              </th>
              <th scope="col" className="w-16 px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 align-top">
            {enquiries.map((enquiry) => (
              <tr key={enquiry.id} data-enquiry={enquiry.id}>
                <td className="px-4 py-4 text-sm font-semibold break-words text-ink-950">
                  {enquiry.name}
                </td>
                <td className="px-4 py-4">
                  <ContactLinks enquiry={enquiry} />
                </td>
                <td className="px-4 py-4">
                  <AboutLine enquiry={enquiry} />
                </td>
                <td className="px-4 py-4 text-sm text-ink-700">{enquiry.budget_range || '—'}</td>
                <td className="px-4 py-4">
                  <EnquiryMessage message={enquiry.message} />
                </td>
                <td className="px-4 py-4 text-sm text-ink-600">
                  <time dateTime={enquiry.created_at}>{formatReceived(enquiry.created_at)}</time>
                </td>
                <td className="px-2 py-3 text-right">
                  <DeleteButton enquiry={enquiry} onDelete={() => onDelete(enquiry)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-4 lg:hidden">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id} data-enquiry={enquiry.id} className={`${cardStyles} p-4 sm:p-5`}>
            <article aria-label={`Enquiry from ${enquiry.name}`}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-base font-semibold break-words text-ink-950">
                    {enquiry.name}
                  </h2>
                  <time dateTime={enquiry.created_at} className="text-xs text-ink-500">
                    {formatReceived(enquiry.created_at)}
                  </time>
                </div>
                <DeleteButton enquiry={enquiry} onDelete={() => onDelete(enquiry)} />
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <ContactLinks enquiry={enquiry} />
                <AboutLine enquiry={enquiry} />
              </div>
              {enquiry.budget_range && (
                <p className="mt-3 text-sm text-ink-700">
                  <span className="text-ink-500">Budget: </span>
                  {enquiry.budget_range}
                </p>
              )}
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
