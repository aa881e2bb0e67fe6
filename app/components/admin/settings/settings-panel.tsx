import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

import type { ReferenceItem } from '../../../../contract/reference';
import { adminRequest } from '../../../lib/admin/api';
import { ConfirmDialog } from '../confirm-dialog';
import { Spinner } from '../spinner';
import { useToast } from '../toasts';
import { buttonStyles, cardStyles, iconButtonStyles, inputStyles } from '../ui';
import { deleteQuestion, failureMessage, type SettingsList } from './settings-texts';
import { ActionIcon } from '../icons';

type Editing = { id: number; name: string };

/**
 * One list of the Settings screen (features or property types): add, inline edit, delete after
 * a confirmation. After every change the list is fetched again (product.md section 4).
 */
export function SettingsPanel({ list }: { list: SettingsList }) {
  const toast = useToast();
  const headingId = useId();
  const newNameId = useId();
  const [items, setItems] = useState<ReferenceItem[] | null>(null);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const [newName, setNewName] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [isSavingEdit, setIsSavingEdit] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<ReferenceItem | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const newNameInput = useRef<HTMLInputElement>(null);

  /** The list from the server, or null (and an error toast) when it could not be fetched. */
  const fetchItems = useCallback(async (): Promise<ReferenceItem[] | null> => {
    try {
      return await adminRequest<ReferenceItem[]>(list.path, {
        fallbackMessage: list.messages.fetchFailed,
      });
    } catch (error) {
      toast.error(failureMessage(list.messages.fetchFailed, error));
      return null;
    }
  }, [list, toast]);

  const showFetched = useCallback((fetched: ReferenceItem[] | null) => {
    if (fetched) setItems(fetched);
    setHasLoadFailed(fetched === null);
  }, []);

  const refresh = useCallback(
    async () => showFetched(await fetchItems()),
    [fetchItems, showFetched],
  );

  useEffect(() => {
    let isCurrent = true;
    void fetchItems().then((fetched) => {
      if (isCurrent) showFetched(fetched);
    });
    return () => {
      isCurrent = false;
    };
  }, [fetchItems, showFetched]);

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!name || isAdding) return; // product.md section 5: nothing happens, no message
    setIsAdding(true);
    try {
      await adminRequest(list.path, {
        method: 'POST',
        body: { name },
        fallbackMessage: list.messages.addFailed,
      });
      setNewName('');
      toast.success(list.messages.added);
    } catch (error) {
      toast.error(failureMessage(list.messages.addFailed, error));
    } finally {
      setIsAdding(false);
    }
    await refresh();
  }

  function stopEditing(id: number) {
    setEditing(null);
    // Back to the row's Edit button, so keyboard users keep their place.
    requestAnimationFrame(() => editButtons.current.get(id)?.focus());
  }

  async function saveEdit() {
    if (!editing || isSavingEdit) return;
    const name = editing.name.trim();
    if (!name) return;
    const current = items?.find((item) => item.id === editing.id);
    if (current && current.name === name) {
      stopEditing(editing.id);
      return;
    }
    setIsSavingEdit(true);
    try {
      await adminRequest(`${list.path}${editing.id}/`, {
        method: 'PATCH',
        body: { name },
        fallbackMessage: list.messages.updateFailed,
      });
      toast.success(list.messages.updated);
      stopEditing(editing.id);
    } catch (error) {
      toast.error(failureMessage(list.messages.updateFailed, error));
    } finally {
      setIsSavingEdit(false);
    }
    await refresh();
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    setIsDeleting(true);
    let isDeleted = false;
    try {
      await adminRequest(`${list.path}${pendingDelete.id}/`, {
        method: 'DELETE',
        fallbackMessage: list.messages.deleteFailed,
      });
      isDeleted = true;
      toast.success(list.messages.deleted);
    } catch (error) {
      toast.error(failureMessage(list.messages.deleteFailed, error));
    } finally {
      setIsDeleting(false);
      setPendingDelete(null);
    }
    await refresh();
    // The row and its Delete button are gone: keyboard users continue from the panel's text box.
    if (isDeleted) newNameInput.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className={`${cardStyles} flex flex-col p-5 sm:p-6`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-950">
          {list.title}
        </h2>
        {items && <span className="text-sm text-ink-500">{items.length}</span>}
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
        {items === null ? (
          hasLoadFailed ? (
            <div className="flex flex-col items-start gap-3 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
              <p>{list.messages.fetchFailed}</p>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => void refresh()}
              >
                Try again
              </button>
            </div>
          ) : (
            <div className="flex min-h-40 items-center justify-center">
              <Spinner label={`Loading ${list.title.toLowerCase()}…`} />
            </div>
          )
        ) : items.length === 0 ? (
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
                      void saveEdit();
                    }}
                  >
                    <label htmlFor={`${newNameId}-edit-${item.id}`} className="sr-only">
                      New name for {item.name}
                    </label>
                    <input
                      id={`${newNameId}-edit-${item.id}`}
                      value={editing.name}
                      onChange={(event) => setEditing({ id: item.id, name: event.target.value })}
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
                    <span className="flex-1 text-sm font-medium text-ink-900">{item.name}</span>
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
                    <button
                      type="button"
                      className={`${iconButtonStyles} hover:bg-red-50 hover:text-red-700`}
                      onClick={() => setPendingDelete(item)}
                    >
                      <span className="sr-only">Delete {item.name}</span>
                      <ActionIcon name="trash" />
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title={list.deleteTitle}
        message={pendingDelete ? deleteQuestion(pendingDelete.name) : ''}
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
