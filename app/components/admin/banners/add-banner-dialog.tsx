import { type FormEvent, useId, useState } from 'react';
import { useFetcher } from 'react-router';

import { type BannerKind, bannerMessages } from '../../../../contract/banners';
import { IMAGE_INPUT_ACCEPT, sortImageFiles } from '../../../lib/admin/image-files';
import { multipartSubmit } from '../../../lib/admin/submit';
import { useUploadProgress } from '../../../lib/admin/upload';
import { useActionResult } from '../../../lib/admin/use-action-result';
import { Dialog } from '../../dialog';
import { StrokeIcon } from '../../stroke-icon';
import { useImagePreviews } from '../property-form/use-image-previews';
import { buttonStyles, errorBoxStyles } from '../ui';
import type { BannerResult } from './banner-intents';
import { BANNER_SECTIONS } from './banner-texts';

/**
 * product.md section 2, Banner management: a modal that adds a hero or an offer banner, sent by
 * the Banners route's clientAction. An image is required ('Image is required'); a refusal shows
 * the server's message.
 */
export function AddBannerDialog({
  isOpen,
  initialKind,
  onClose,
  onAdded,
}: {
  isOpen: boolean;
  initialKind: BannerKind;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [kind, setKind] = useState<BannerKind>(initialKind);
  // One image at a time; the shared hook releases its preview URL when replaced or closed.
  const previews = useImagePreviews();
  const chosen = previews.images[0] ?? null;
  const [error, setError] = useState('');
  const sending = useFetcher<BannerResult>();
  const progress = useUploadProgress('banner');
  const [isDragging, setIsDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // Once added, the dialog stays as it was while it closes.
  const isAdded = sending.data?.intent === 'add' && sending.data.error === null;
  const isSending = sending.state === 'submitting' || isAdded;

  useActionResult(sending, {
    onAnswer: (result) => {
      if (result.intent !== 'add') return;
      if (result.error === null) onAdded();
      else setError(result.error);
    },
  });

  const file = chosen?.file ?? null;

  function choose(files: Iterable<File>) {
    const [first] = files;
    if (!first) return;
    const { accepted, refusals } = sortImageFiles([first]);
    setError(refusals[0] ?? '');
    for (const shown of previews.images) previews.remove(shown.key);
    previews.add(accepted);
  }

  function close() {
    if (isSending) return;
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    if (!file) {
      setError(bannerMessages.imageRequired);
      return;
    }
    const body = new FormData();
    body.append('kind', kind);
    body.append('image', file);
    setError('');
    void sending.submit(body, multipartSubmit('post'));
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Add Banner"
      description="Hero banners lead the home page; offer banners sit below the search."
    >
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend className="text-sm font-medium text-ink-800">Where it appears</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(Object.keys(BANNER_SECTIONS) as BannerKind[]).map((option) => (
              <label
                key={option}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium ${
                  kind === option
                    ? 'border-brand-500 bg-brand-50 text-brand-900'
                    : 'border-ink-200 text-ink-700 hover:border-brand-300'
                }`}
              >
                <input
                  type="radio"
                  name="banner-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="accent-brand-700"
                />
                {BANNER_SECTIONS[option].singular}
              </label>
            ))}
          </div>
        </fieldset>

        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setIsDragging(false);
            choose(event.dataTransfer.files);
          }}
          className={`mt-5 flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed p-4 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
            isDragging
              ? 'border-brand-500 bg-brand-50'
              : 'border-ink-200 bg-ink-50/60 hover:border-brand-300'
          }`}
        >
          {chosen ? (
            <img
              src={chosen.url}
              alt={`Preview of ${file?.name ?? 'the chosen image'}`}
              className="max-h-56 w-full rounded-lg object-contain"
            />
          ) : (
            <>
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
                <StrokeIcon className="size-5">
                  <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
                </StrokeIcon>
              </span>
              <span className="text-sm font-semibold text-ink-900">
                Drop an image here, or <span className="text-brand-700 underline">browse</span>
              </span>
            </>
          )}
          <span id={hintId} className="text-xs text-ink-500">
            PNG, JPG, GIF up to 10MB
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              choose(event.target.files ?? []);
              event.target.value = '';
            }}
            className="sr-only"
          />
          <span className="sr-only">Banner image</span>
        </label>
        {file && <p className="mt-2 truncate text-xs text-ink-600">{file.name}</p>}

        {error && (
          <p id={errorId} role="alert" className={`${errorBoxStyles} mt-4`}>
            {error}
          </p>
        )}

        {isSending && (
          <div className="mt-4">
            <div
              role="progressbar"
              aria-label="Uploading the banner"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-ink-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          </div>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={close}
            disabled={isSending}
          >
            Cancel
          </button>
          <button type="submit" className={buttonStyles.primary} aria-disabled={isSending}>
            {isSending ? 'Uploading…' : 'Add Banner'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
