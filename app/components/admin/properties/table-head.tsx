import type { ReactNode } from 'react';

/** A column's header beyond its name: what it shows (a sort link) and whether it sorts the table. */
export interface HeadCell {
  content: ReactNode;
  sort?: 'descending';
}

/**
 * The header row of an admin table: each column's name, optional classes (width, alignment) and
 * optional content in place of the name; the first and last cells line up with the card's padding.
 */
export function TableHead({
  columns,
  className = '',
}: {
  columns: ReadonlyArray<readonly [name: string, classes?: string, cell?: HeadCell]>;
  className?: string;
}) {
  return (
    <thead
      className={`border-b border-ink-100 bg-ink-50/70 text-xs font-semibold tracking-wide text-ink-500 uppercase ${className}`}
    >
      <tr>
        {columns.map(([name, classes = '', cell], index) => (
          <th
            key={name}
            scope="col"
            aria-sort={cell?.sort}
            className={`py-3 ${index === 0 ? 'pr-3 pl-5' : index === columns.length - 1 ? 'pr-5 pl-3' : 'px-3'} ${classes}`}
          >
            {cell ? cell.content : name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
