import { StrokeIcon } from '../../stroke-icon';

/** The few outline icons of the sign-in card. Decorative: the text beside them says it. */

export function ArrowLeftIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </StrokeIcon>
  );
}

export function EyeIcon({
  isCrossed,
  className = 'size-5',
}: {
  isCrossed: boolean;
  className?: string;
}) {
  return (
    <StrokeIcon className={className}>
      {isCrossed ? (
        <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      ) : (
        <>
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </StrokeIcon>
  );
}

export function AlertIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5M12 16.5h.01" />
    </StrokeIcon>
  );
}

export function CheckCircleIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16 10" />
    </StrokeIcon>
  );
}
