import { useCallback, useEffect, useRef, useState } from 'react';

import type { Banner, BannerKind } from '../../../contract/banners';
import { AddBannerDialog } from '../../components/admin/banners/add-banner-dialog';
import { BannerSection } from '../../components/admin/banners/banner-section';
import { BANNER_SECTIONS } from '../../components/admin/banners/banner-texts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { PageHeader } from '../../components/admin/page-header';
import { useToast } from '../../components/admin/toasts';
import { buttonStyles } from '../../components/admin/ui';
import { adminRequest } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { ActionIcon } from '../../components/admin/icons';

export function meta() {
  return adminMeta('Banners');
}

type BannerLists = Record<BannerKind, Banner[] | null>;

/** A list, or an empty one: product.md section 8 keeps banner load errors silent. */
async function fetchBanners(kind: BannerKind): Promise<Banner[]> {
  return adminRequest<Banner[]>(`/properties/${BANNER_SECTIONS[kind].path}/`).catch(() => []);
}

/** product.md section 2, Banner management: the hero and offer banners, added and deleted. */
export default function AdminBanners() {
  const toast = useToast();
  const [lists, setLists] = useState<BannerLists>({ hero: null, offer: null });
  const [addingKind, setAddingKind] = useState<BannerKind | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ kind: BannerKind; banner: Banner } | null>(
    null,
  );
  const [isDeleting, setIsDeleting] = useState(false);
  const addButtons = useRef<Record<BannerKind, HTMLButtonElement | null>>({
    hero: null,
    offer: null,
  });

  const reload = useCallback(async (kind: BannerKind) => {
    const banners = await fetchBanners(kind);
    setLists((current) => ({ ...current, [kind]: banners }));
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void Promise.all([fetchBanners('hero'), fetchBanners('offer')]).then(([hero, offer]) => {
      if (isCurrent) setLists({ hero, offer });
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const { kind, banner } = pendingDelete;
    setIsDeleting(true);
    let isDeleted = false;
    try {
      await adminRequest(`/properties/${BANNER_SECTIONS[kind].path}/${banner.id}/`, {
        method: 'DELETE',
      });
      isDeleted = true;
      toast.success('Banner deleted successfully');
    } catch {
      // product.md section 8: banner delete errors are silent; the reloaded list shows what is
      // left.
    } finally {
      setIsDeleting(false);
      setPendingDelete(null);
    }
    await reload(kind);
    // The card and its Delete button are gone: keyboard users continue from the section's Add.
    if (isDeleted) addButtons.current[kind]?.focus();
  }

  return (
    <>
      <PageHeader
        title="Banners"
        description="The pictures of the home page: the hero at the top and the offer panel."
        actions={
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => setAddingKind('hero')}
          >
            <ActionIcon name="add" />
            Add Banner
          </button>
        }
      />
      <div className="flex flex-col gap-6">
        {(['hero', 'offer'] as const).map((kind) => (
          <BannerSection
            key={kind}
            kind={kind}
            banners={lists[kind]}
            onAdd={() => setAddingKind(kind)}
            onDelete={(banner) => setPendingDelete({ kind, banner })}
            addButtonRef={(button) => {
              addButtons.current[kind] = button;
            }}
          />
        ))}
      </div>

      {addingKind && (
        <AddBannerDialog
          isOpen
          initialKind={addingKind}
          onClose={() => setAddingKind(null)}
          onAdded={(kind) => {
            setAddingKind(null);
            toast.success('Banner added successfully');
            void reload(kind);
          }}
        />
      )}

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Delete this banner?"
        message="It disappears from the site at once. This action cannot be undone."
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
