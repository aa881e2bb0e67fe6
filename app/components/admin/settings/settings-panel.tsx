import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { Await, useFetcher } from 'react-router';

import type { ReferenceItem } from '../../../../contract/reference';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../../lib/admin/use-action-result';
import { ConfirmDialog } from '../confirm-dialog';
import { Spinner } from '../spinner';
import { buttonStyles, cardStyles, iconButtonStyles, inputStyles } from '../ui';
import type {
  SettingsAdd,
  SettingsDelete,
  SettingsListKey,
  SettingsRename,
  SettingsResult,
} from './settings-intents';
import { deleteQuestion, SETTINGS_LISTS } from './settings-texts';
import { SettingsLoadError } from './load-error';
import { ActionIcon } from '../icons';

type Editing = { id: number; name: string };

/**
 * One list of the Settings screen (features or property types): add, inline edit, delete after
 * a confirmation. Each change goes to the route's clientAction, which toasts how it went; then
 * React Router loads the lists again (product.md section 4).
 */
export function SettingsPanel({
  listKey,
  items: loading,
  canDelete,
}: {
  listKey: SettingsListKey;
  /** Owners only: agents may add and rename, but not delete (the API answers them 403). */
  canDelete: boolean;
  /** The list as the route's clientLoader hands it to <Await>. */
  items: Promise<ReferenceItem[]>;
}) {
  const list = SETTINGS_LISTS[listKey];
  const headingId = useId();
  const newNameId = useId();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const adding = useFetcher<SettingsResult>();
  const renaming = useFetcher<SettingsResult>();
  const deleting = useFetcher<SettingsResult>();
  const [pendingDelete, setPendingDelete] = useConfirmTarget<ReferenceItem, SettingsResult>(
    deleting,
  );
  const isAdding = adding.state === 'submitting';
  const isSavingEdit = renaming.state === 'submitting';
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const newNameInput = useRef<HTMLInputElement>(null);

  function stopEditing(id: number) {
    setEditing(null);
    // Back to the row's Edit button, so keyboard users keep their place.
    requestAnimationFrame(() => editButtons.current.get(id)?.focus());
  }

  useActionResult(adding, {
    onAnswer: ({ isDone }) => {
      if (isDone) setNewName('');
    },
  });
  useActionResult(renaming, {
    onAnswer: ({ isDone, id }) => {
      if (isDone && id !== undefined) stopEditing(id);
    },
  });
  useActionResult(deleting, {
    // The row and its Delete button are gone: keyboard users continue from the panel's text box.
    onSettled: ({ isDone }) => {
      if (isDone) newNameInput.current?.focus();
    },
  });

  function add(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!name || isAdding) return; // product.md section 5: nothing happens, no message
    const entry: SettingsAdd = { list: listKey, name };
    void adding.submit(entry, jsonSubmit('post'));
  }

  function saveEdit(item: ReferenceItem) {
    if (!editing || isSavingEdit) return;
    const name = editing.name.trim();
    if (!name) return;
    if (item.name === name) {
      stopEditing(editing.id);
      return;
    }
    const entry: SettingsRename = { list: listKey, id: editing.id, name };
    void renaming.submit(entry, jsonSubmit('patch'));
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const entry: SettingsDelete = { list: listKey, id: pendingDelete.id };
    void deleting.submit(entry, jsonSubmit('delete'));
  }

  return (
    <section aria-labelledby={headingId} className={`${cardStyles} flex flex-col p-5 sm:p-6`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-950">
          {list.title}
        </h2>
        <Suspense fallback={null}>
          <Await resolve={loading} errorElement={null}>
            {(items) => <span className="text-sm text-ink-500">{items.length}</span>}
          </Await>
        </Suspense>
      </div>
      <p className="mt-1 text-sm text-ink-600">{list.description}</p>

      {/* The button drops below the box when the panel is too narrow for the whole placeholder. */}
      <form onSubmit={add} className="mt-5 flex flex-wrap gap-2">
        <label htmlFor={newNameId} className="sr-only">
          {list.placeholder}
        </label>
        <input
          ref={newNameInput}
          id={newNameId}
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          placeholder={list.placeholder}
          maxLength={100}
          autoComplete="off"
          className={`${inputStyles} flex-1 basis-48`}
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} grow sm:grow-0`}
          aria-disabled={isAdding}
        >
          <ActionIcon name="add" />
          {isAdding ? 'Adding…' : 'Add'}
        </button>
      </form>

      <div className="mt-5 flex-1">
        <Suspense
          fallback={
            <div className="flex min-h-40 items-center justify-center">
              <Spinner label={`Loading ${list.title.toLowerCase()}…`} />
            </div>
          }
        >
          <Await
            resolve={loading}
            errorElement={<SettingsLoadError message={list.messages.fetchFailed} />}
          >
            {(items) =>
              items.length === 0 ? (
                <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-600">{list.empty}</p>
              ) : (
                <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
                  {items.map((item) => (
                    <li key={item.id} className="flex min-h-14 items-center gap-2 px-3 py-2">
                      {editing?.id === item.id ? (
                        <form
                          className="flex flex-1 items-center gap-2"
                          onSubmit={(event) => {
                            event.preventDefault();
                            saveEdit(item);
                          }}
                        >
                          <label htmlFor={`${newNameId}-edit-${item.id}`} className="sr-only">
                            New name for {item.name}
                          </label>
                          <input
                            id={`${newNameId}-edit-${item.id}`}
                            value={editing.name}
                            onChange={(event) =>
                              setEditing({ id: item.id, name: event.target.value })
                            }
                            onKeyDown={(event) => {
                              if (event.key === 'Escape') {
                                event.preventDefault();
                                stopEditing(item.id);
                              }
                            }}
                            maxLength={100}
                            autoComplete="off"
                            // The box the admin just asked for takes the focus.
                            autoFocus
                            className={inputStyles}
                          />
                          <button
                            type="submit"
                            className={`${iconButtonStyles} text-brand-700`}
                            aria-disabled={isSavingEdit}
                          >
                            <span className="sr-only">Save {item.name}</span>
                            <ActionIcon name="confirm" className="size-5" />
                          </button>
                          <button
                            type="button"
                            className={iconButtonStyles}
                            onClick={() => stopEditing(item.id)}
                          >
                            <span className="sr-only">Cancel editing {item.name}</span>
                            <ActionIcon name="close" className="size-5" />
                          </button>
                        </form>
                      ) : (
                        <>
                          <span className="flex-1 text-sm font-medium text-ink-900">
                            {item.name}
                          </span>
                          <button
                            type="button"
                            ref={(button) => {
                              if (button) editButtons.current.set(item.id, button);
                              else editButtons.current.delete(item.id);
                            }}
                            className={iconButtonStyles}
                            onClick={() => setEditing({ id: item.id, name: item.name })}
                          >
                            <span className="sr-only">Edit {item.name}</span>
                            <ActionIcon name="edit" />
                          </button>
                          {canDelete && (
                            <button
                              type="button"
                              className={`${iconButtonStyles} hover:bg-red-50 hover:text-red-700`}
                              onClick={() => setPendingDelete(item)}
                            >
                              <span className="sr-only">Delete {item.name}</span>
                              <ActionIcon name="trash" />
                            </button>
                          )}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </div>

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title={list.deleteTitle}
        message={pendingDelete ? deleteQuestion(pendingDelete.name) : ''}
        isBusy={deleting.state === 'submitting'}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
