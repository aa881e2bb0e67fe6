/**
 * The header row of an admin table: each column's name and optional classes (width, alignment);
 * the first and last cells line up with the card's padding.
 */
export function TableHead({
  columns,
  className = '',
}: {
  columns: ReadonlyArray<readonly [name: string, classes?: string]>;
  className?: string;
}) {
  return (
    <thead
      className={`border-b border-ink-100 bg-ink-50/70 text-xs font-semibold tracking-wide text-ink-500 uppercase ${className}`}
    >
      <tr>
        {columns.map(([name, classes = ''], index) => (
          <th
            key={name}
            scope="col"
            className={`py-3 ${index === 0 ? 'pr-3 pl-5' : index === columns.length - 1 ? 'pr-5 pl-3' : 'px-3'} ${classes}`}
          >
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
