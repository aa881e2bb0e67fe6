/** The id of the one note that every link opening a new tab points to (`NEW_TAB`). */
const NEW_TAB_NOTE_ID = 'new-tab';

/**
 * What a link that opens a new tab carries: screen readers announce the note as its description
 * ("Chat, link, opens in a new tab"). One hidden note for the page, instead of the same hidden
 * words in each of the thirty such links a page of results has.
 */
export const NEW_TAB = {
  target: '_blank',
  // noreferrer implies noopener (HTML's link types).
  rel: 'noreferrer',
  'aria-describedby': NEW_TAB_NOTE_ID,
} as const;

/** The note of `NEW_TAB`, once a page (root layout). Hidden, yet read as a description. */
export function NewTabNote({ text }: { text: string }) {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden>
      {text}
    </span>
  );
}
