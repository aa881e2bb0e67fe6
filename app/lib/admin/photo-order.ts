/**
 * The order of a listing's saved photos on the edit form (issue 15, item 6): the first is the
 * cover. Moves by button, arrow key or drag all go through `movePhoto`; the sentence each move
 * announces to screen readers comes from `moveAnnouncement`.
 */

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function movePhoto<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const last = items.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return items;
  next.splice(target, 0, moved);
  return next;
}

/** Where a key moves a focused photo, or null for a key that does not move it. */
export function keyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return index - 1;
    case 'ArrowRight':
    case 'ArrowDown':
      return index + 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** What a screen reader hears after a move: 'Image moved to position 2 of 5.' */
export function moveAnnouncement(to: number, count: number): string {
  return to === 0
    ? `Image moved to position 1 of ${count}. It is now the cover.`
    : `Image moved to position ${to + 1} of ${count}.`;
}

/** Whether the ids are in another order than `saved` (photos deleted since are left out). */
export function isReordered(current: readonly number[], saved: readonly number[]): boolean {
  const kept = saved.filter((id) => current.includes(id));
  return kept.some((id, index) => current[index] !== id);
}
