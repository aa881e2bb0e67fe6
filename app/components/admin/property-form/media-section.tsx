import {
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useFetcher } from 'react-router';

import type { PropertyImage } from '../../../../contract/properties';
import { IMAGES_ERROR_KEY } from '../../../../contract/property-form';
import { IMAGE_INPUT_ACCEPT, sortImageFiles } from '../../../lib/admin/image-files';
import { keyTarget, moveAnnouncement, movePhoto } from '../../../lib/admin/photo-order';
import type { ImageDelete, ImageDeleteResult } from '../../../lib/admin/property-save';
import { propertyFormMessages } from '../../../lib/admin/property-save-errors';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../../lib/admin/use-action-result';
import { PropertyPicture } from '../../property-picture';
import { StrokeIcon } from '../../stroke-icon';
import { ConfirmDialog } from '../confirm-dialog';
import { iconButtonStyles } from '../ui';
import { FieldError, fieldId, FormSection, type PropertyFormApi, TextField } from './fields';
import type { PreviewImage } from './use-image-previews';

/** product.md section 9: the image-delete error clears after 3000 ms. */
const DELETE_ERROR_MS = 3_000;

const TRASH_PATH = 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3';

function ImageGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}

/** A thumbnail with one button in its corner: delete a saved photo, or remove a new one. */
function ImageTile({
  actionLabel,
  icon,
  isDanger = false,
  isDisabled,
  onAction,
  photoIndex,
  className = '',
  children,
}: {
  actionLabel: string;
  /** The outline icon's path. */
  icon: string;
  isDanger?: boolean;
  isDisabled: boolean;
  onAction: () => void;
  /** A saved photo's place in the order: where a drag over it drops (ExistingImages). */
  photoIndex?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      data-photo-index={photoIndex}
      className={`relative overflow-hidden rounded-xl border border-ink-100 bg-ink-50 transition ${className}`}
    >
      {children}
      <button
        type="button"
        onClick={onAction}
        disabled={isDisabled}
        className={`${iconButtonStyles} absolute top-2 right-2 bg-white/95 shadow-sm hover:bg-white ${
          isDanger ? 'text-red-700 hover:text-red-800' : 'hover:text-red-700'
        }`}
      >
        <StrokeIcon className="size-5">
          <path d={icon} />
        </StrokeIcon>
        <span className="sr-only">{actionLabel}</span>
      </button>
    </li>
  );
}

const ARROW_LEFT = 'M15 6l-6 6 6 6';
const ARROW_RIGHT = 'M9 6l6 6-6 6';
const GRIP_PATH = 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01';
const STAR_PATH = 'M12 4l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 16.4 7.2 18.9l.9-5.4-3.9-3.8 5.4-.8z';

/** A drag under way: the photo held, and the place it would drop into. */
interface PhotoDrag {
  id: number;
  from: number;
  over: number;
}

/** The photo tile under a point, by its index (`data-photo-index`), if any. */
function photoIndexAt(x: number, y: number): number | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const tile = element.closest<HTMLElement>('[data-photo-index]');
    if (tile) return Number(tile.dataset.photoIndex);
  }
  return null;
}

/**
 * The listing's saved photos on edit, in their order (the first is the cover), each deleted at
 * once after a confirmation (product.md section 4) by the edit screen's clientAction; a failed
 * delete says so for 3 s. The order (issue 15, item 6) changes by dragging a photo's handle
 * (pointer or touch), by arrow keys on the focused handle, or by its Move and Make cover
 * buttons; each move is announced. It is saved with the form (`image_order`).
 */
function ExistingImages({
  images,
  onDeleted,
  onReorder,
  isSaving,
}: {
  images: PropertyImage[];
  onDeleted: (imageId: number) => void;
  onReorder: (images: PropertyImage[]) => void;
  isSaving: boolean;
}) {
  const deleting = useFetcher<ImageDeleteResult>();
  const [pending, setPending] = useConfirmTarget<
    { image: PropertyImage; position: number },
    ImageDeleteResult
  >(deleting);
  const isDeleting = deleting.state !== 'idle';
  const [error, setError] = useState('');
  const errorTimer = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  /** The photo just moved: it keeps the focus, wherever it went. */
  const focusAfterMove = useRef<number | null>(null);
  const held = useRef<{ id: number; from: number; x: number; y: number } | null>(null);
  const [drag, setDrag] = useState<PhotoDrag | null>(null);
  const isLocked = isSaving || isDeleting;
  const hintId = 'photo-order-hint';

  useEffect(() => () => window.clearTimeout(errorTimer.current), []);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [images]);

  useActionResult(deleting, {
    onAnswer: ({ deletedImageId }) => {
      if (deletedImageId !== null) {
        onDeleted(deletedImageId);
        return;
      }
      setError(propertyFormMessages.deleteImage);
      window.clearTimeout(errorTimer.current);
      errorTimer.current = window.setTimeout(() => setError(''), DELETE_ERROR_MS);
    },
  });

  function deleteImage() {
    if (!pending) return;
    const target: ImageDelete = { image_id: pending.image.id };
    // The form keeps its own list of photos: nothing to load again.
    void deleting.submit(target, { ...jsonSubmit('delete'), defaultShouldRevalidate: false });
  }

  function move(from: number, to: number) {
    const next = movePhoto(images, from, to);
    const image = images[from];
    if (next === images || !image) return;
    onReorder([...next]);
    setAnnouncement(moveAnnouncement(next.indexOf(image), images.length));
    focusAfterMove.current = image.id;
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Escape' && drag) {
      held.current = null;
      setDrag(null);
      return;
    }
    const to = keyTarget(event.key, index, images.length);
    if (to === null || isLocked) return;
    event.preventDefault();
    move(index, to);
  }

  function onPointerDown(
    event: PointerEvent<HTMLButtonElement>,
    image: PropertyImage,
    index: number,
  ) {
    if (event.button !== 0 || isLocked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    held.current = { id: image.id, from: index, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const start = held.current;
    if (!start) return;
    // A few pixels of wobble is a press, not a drag.
    if (!drag && Math.hypot(event.clientX - start.x, event.clientY - start.y) < 6) return;
    const over = photoIndexAt(event.clientX, event.clientY);
    setDrag({ id: start.id, from: start.from, over: over ?? drag?.over ?? start.from });
  }

  function onPointerUp() {
    const start = held.current;
    held.current = null;
    if (start && drag) move(start.from, drag.over);
    setDrag(null);
  }

  function onPointerCancel() {
    held.current = null;
    setDrag(null);
  }

  const count = images.length;
  return (
    <div className="sm:col-span-2 md:col-span-3">
      <h3 className="text-sm font-medium text-ink-800">Current images</h3>
      {count > 1 && (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          The first photo is the cover on the site. Drag a photo by its handle, or focus the handle
          and use the arrow keys, to change the order. Saved with the listing.
        </p>
      )}
      <p aria-live="polite" className="sr-only" data-testid="photo-order-status">
        {announcement}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {count === 0 ? (
        <p className="mt-2 text-sm text-ink-500">This listing has no images.</p>
      ) : (
        <ImageGrid label="Current images">
          {images.map((image, index) => {
            const number = index + 1;
            const isHeld = drag?.id === image.id;
            const isTarget = drag !== null && drag.over === index && !isHeld;
            return (
              <ImageTile
                key={image.id}
                actionLabel={`Delete image ${number}`}
                icon={TRASH_PATH}
                isDanger
                isDisabled={isLocked}
                onAction={() => setPending({ image, position: number })}
                photoIndex={index}
                className={`${isHeld ? 'scale-95 opacity-60' : ''} ${
                  isTarget ? 'ring-2 ring-brand-500 ring-offset-2' : ''
                }`}
              >
                <div className="relative aspect-[4/3]">
                  <PropertyPicture
                    image={image}
                    alt={`Image ${number}`}
                    sizes="(min-width: 1024px) 220px, 45vw"
                    className="size-full object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
                      <StrokeIcon className="size-3.5">
                        <path d={STAR_PATH} />
                      </StrokeIcon>
                      Cover
                    </span>
                  )}
                  {count > 1 && (
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) handles.current.set(image.id, element);
                        else handles.current.delete(image.id);
                      }}
                      aria-label={`Reorder image ${number} of ${count}`}
                      aria-describedby={hintId}
                      disabled={isLocked}
                      onKeyDown={(event) => onHandleKey(event, index)}
                      onPointerDown={(event) => onPointerDown(event, image, index)}
                      onPointerMove={onPointerMove}
                      onPointerUp={onPointerUp}
                      onPointerCancel={onPointerCancel}
                      className={`${iconButtonStyles} absolute top-2 left-2 cursor-grab touch-none bg-white/95 shadow-sm hover:bg-white active:cursor-grabbing`}
                    >
                      <StrokeIcon className="size-5">
                        <path d={GRIP_PATH} strokeWidth={3} />
                      </StrokeIcon>
                    </button>
                  )}
                </div>
                {count > 1 && (
                  <div className="flex items-center justify-between gap-1 border-t border-ink-100 bg-white px-1 py-1">
                    <button
                      type="button"
                      aria-label={`Move image ${number} left`}
                      disabled={isLocked || index === 0}
                      onClick={() => move(index, index - 1)}
                      className={`${iconButtonStyles} size-9 disabled:invisible`}
                    >
                      <StrokeIcon className="size-5">
                        <path d={ARROW_LEFT} />
                      </StrokeIcon>
                    </button>
                    {index > 0 ? (
                      <button
                        type="button"
                        aria-label={`Make cover: image ${number}`}
                        disabled={isLocked}
                        onClick={() => move(index, 0)}
                        className="min-h-9 rounded-lg px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
                      >
                        Make cover
                      </button>
                    ) : (
                      <span className="text-xs font-medium text-ink-500">Cover photo</span>
                    )}
                    <button
                      type="button"
                      aria-label={`Move image ${number} right`}
                      disabled={isLocked || index === count - 1}
                      onClick={() => move(index, index + 1)}
                      className={`${iconButtonStyles} size-9 disabled:invisible`}
                    >
                      <StrokeIcon className="size-5">
                        <path d={ARROW_RIGHT} />
                      </StrokeIcon>
                    </button>
                  </div>
                )}
              </ImageTile>
            );
          })}
        </ImageGrid>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title="Delete this image?"
        message={`Image ${pending?.position ?? ''} is removed from the listing now, before you save. This action cannot be undone.`}
        isBusy={isDeleting}
        onConfirm={deleteImage}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

/**
 * New images: picked with the file chooser (the drop zone is its label, so a keyboard reaches it)
 * or dropped on the zone; JPEG, PNG, GIF or WebP only; previews with a remove button, held in the
 * browser until Save.
 */
function NewImages({
  images,
  onAdd,
  onRemove,
  isSaving,
  error,
}: {
  images: PreviewImage[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  isSaving: boolean;
  error?: string;
}) {
  const [isDragging, setIsDragging] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const inputId = fieldId(IMAGES_ERROR_KEY);

  // A photo dropped a little beside the zone would make the browser open it and lose the form.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  function take(files: Iterable<File>) {
    const held = images.reduce((bytes, image) => bytes + image.file.size, 0);
    const { accepted, refusals: refused } = sortImageFiles(files, held);
    setRefusals(refused);
    if (accepted.length > 0) onAdd(accepted);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = isSaving ? 'none' : 'copy';
    setIsDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!isSaving) take(event.dataTransfer.files);
  }

  const describedBy = [
    `${inputId}-hint`,
    error ? `${inputId}-error` : '',
    refusals.length > 0 ? `${inputId}-refused` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="sm:col-span-2 md:col-span-3">
      <h3 className="text-sm font-medium text-ink-800">Add images</h3>
      <div
        data-testid="image-drop-zone"
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className="mt-2"
      >
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_INPUT_ACCEPT}
          disabled={isSaving}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = ''; // the same file may be picked again after removing it
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
            isDragging
              ? 'border-brand-500 bg-brand-50'
              : error
                ? 'border-red-300 bg-red-50/40'
                : 'border-ink-200 bg-ink-50/60 hover:border-brand-300 hover:bg-brand-50/50'
          }`}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
            <StrokeIcon className="size-5">
              <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
            </StrokeIcon>
          </span>
          <span className="text-sm font-semibold text-ink-900">
            {/* Phones and tablets have no files to drag: they only pick. */}
            <span className="pointer-coarse:hidden">Drag and drop images here, or </span>
            <span className="text-brand-700 underline pointer-coarse:no-underline">
              <span className="pointer-coarse:hidden">browse</span>
              <span className="hidden pointer-coarse:inline">Tap to choose images</span>
            </span>
          </span>
          <span id={`${inputId}-hint`} className="text-xs text-ink-500">
            JPEG, PNG, GIF or WebP, up to 10 MB each. Several at once. Uploaded when you save.
          </span>
        </label>
      </div>
      {refusals.length > 0 && (
        <ul
          id={`${inputId}-refused`}
          role="alert"
          className="mt-2 text-sm font-medium text-red-700"
        >
          {refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <FieldError errorKey={IMAGES_ERROR_KEY} message={error} />

      {images.length > 0 && (
        <ImageGrid label="New images">
          {images.map((image, index) => (
            <ImageTile
              key={image.key}
              actionLabel={`Remove new image ${index + 1}`}
              icon="M6 6l12 12M18 6 6 18"
              isDisabled={isSaving}
              onAction={() => onRemove(image.key)}
            >
              <img
                src={image.url}
                alt={`New image ${index + 1}: ${image.file.name}`}
                className="aspect-[4/3] w-full object-cover"
              />
              <p className="truncate px-2.5 py-1.5 text-xs text-ink-600" title={image.file.name}>
                {image.file.name}
              </p>
            </ImageTile>
          ))}
        </ImageGrid>
      )}
    </div>
  );
}

/** Media (product.md section 2): the video link, the saved images (edit) and new images. */
export function MediaSection({
  api,
  hasSavedImages,
  existingImages,
  onExistingImageDeleted,
  onExistingImagesReordered,
  newImages,
  onAddImages,
  onRemoveImage,
}: {
  api: PropertyFormApi;
  /** On edit: the listing's saved photos are shown, each with its delete. */
  hasSavedImages: boolean;
  existingImages: PropertyImage[];
  onExistingImageDeleted: (imageId: number) => void;
  onExistingImagesReordered: (images: PropertyImage[]) => void;
  newImages: PreviewImage[];
  onAddImages: (files: File[]) => void;
  onRemoveImage: (key: string) => void;
}) {
  return (
    <FormSection title="Media">
      <TextField
        api={api}
        name="youtube_video_link"
        className="sm:col-span-2"
        hint="A YouTube link, shown on the listing's page."
        inputProps={{
          type: 'url',
          inputMode: 'url',
          placeholder: 'https://www.youtube.com/watch?v=…',
        }}
      />
      {hasSavedImages && (
        <ExistingImages
          images={existingImages}
          onDeleted={onExistingImageDeleted}
          onReorder={onExistingImagesReordered}
          isSaving={api.isSaving}
        />
      )}
      <NewImages
        images={newImages}
        onAdd={onAddImages}
        onRemove={onRemoveImage}
        isSaving={api.isSaving}
        error={api.errors[IMAGES_ERROR_KEY]}
      />
    </FormSection>
  );
}
