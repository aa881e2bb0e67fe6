import { StrokeIcon } from '../stroke-icon';

/** The admin's recurring action icons, drawn once; decorative (the button carries the name). */
const PATHS = {
  add: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6 6 18',
  confirm: 'm5 12.5 4.5 4.5L19 7.5',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
} as const;

export function ActionIcon({
  name,
  className = 'size-4',
}: {
  name: keyof typeof PATHS;
  className?: string;
}) {
  return (
    <StrokeIcon className={className}>
      <path d={PATHS[name]} />
    </StrokeIcon>
  );
}
