import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import type { PropertyImage } from '../../../../contract/properties';
import { IMAGES_ERROR_KEY } from '../../../../contract/property-form';
import { IMAGE_INPUT_ACCEPT, sortImageFiles } from '../../../lib/admin/image-files';
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
  children,
}: {
  actionLabel: string;
  /** The outline icon's path. */
  icon: string;
  isDanger?: boolean;
  isDisabled: boolean;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <li className="relative overflow-hidden rounded-xl border border-ink-100 bg-ink-50">
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

/**
 * The listing's saved photos on edit, each deleted at once after a confirmation (product.md
 * section 4) by the edit screen's clientAction. A failed delete says so for 3 s.
 */
function ExistingImages({
  images,
  onDeleted,
  isSaving,
}: {
  images: PropertyImage[];
  onDeleted: (imageId: number) => void;
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

  useEffect(() => () => window.clearTimeout(errorTimer.current), []);

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

  return (
    <div className="sm:col-span-2 md:col-span-3">
      <h3 className="text-sm font-medium text-ink-800">Current images</h3>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">This listing has no images.</p>
      ) : (
        <ImageGrid label="Current images">
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              actionLabel={`Delete image ${index + 1}`}
              icon={TRASH_PATH}
              isDanger
              isDisabled={isSaving || isDeleting}
              onAction={() => setPending({ image, position: index + 1 })}
            >
              <div className="aspect-[4/3]">
                <PropertyPicture
                  image={image}
                  alt={`Image ${index + 1}`}
                  sizes="(min-width: 1024px) 220px, 45vw"
                  className="size-full object-cover"
                />
              </div>
            </ImageTile>
          ))}
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
    const { accepted, refusals: refused } = sortImageFiles(files);
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
  newImages,
  onAddImages,
  onRemoveImage,
}: {
  api: PropertyFormApi;
  /** On edit: the listing's saved photos are shown, each with its delete. */
  hasSavedImages: boolean;
  existingImages: PropertyImage[];
  onExistingImageDeleted: (imageId: number) => void;
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
