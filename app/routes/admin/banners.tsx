import { Suspense, useRef, useState } from 'react';
import { Await, useFetcher } from 'react-router';

import type { Banner, BannerKind } from '../../../contract/banners';
import { AddBannerDialog } from '../../components/admin/banners/add-banner-dialog';
import {
  bannerDelete,
  type BannerDelete,
  bannerKind,
  type BannerResult,
} from '../../components/admin/banners/banner-intents';
import { BannerSection } from '../../components/admin/banners/banner-section';
import { BANNER_SECTIONS } from '../../components/admin/banners/banner-texts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { PageHeader } from '../../components/admin/page-header';
import { actionToast } from '../../components/admin/toasts';
import { buttonStyles } from '../../components/admin/ui';
import { adminRequest, adminSubmit, requireSession, throwIfSignedOut } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { jsonSubmit, readJson } from '../../lib/admin/submit';
import { adminUpload, setUploadProgress } from '../../lib/admin/upload';
import { useActionResult, useConfirmTarget } from '../../lib/admin/use-action-result';
import { ActionIcon } from '../../components/admin/icons';
import type { Route } from './+types/banners';

export function meta() {
  return adminMeta('Banners');
}

const bannersPath = (kind: BannerKind) => `/properties/${BANNER_SECTIONS[kind].path}/`;

/** A list, or an empty one: product.md section 8 keeps banner load errors silent. */
function fetchBanners(kind: BannerKind): Promise<Banner[]> {
  return adminRequest<Banner[]>(bannersPath(kind)).catch(() => []);
}

/** Both lists, handed to <Await>: each section shows its own spinner until its list arrives. */
export function clientLoader() {
  requireSession();
  return { hero: fetchBanners('hero'), offer: fetchBanners('offer') };
}

/** A new banner, with the upload's progress (`banner`); a refusal is said in the dialog. */
async function addBanner(form: FormData): Promise<BannerResult> {
  setUploadProgress('banner', 0);
  const kind = bannerKind.parse(form.get('kind'));
  const body = new FormData();
  const image = form.get('image');
  if (image !== null) body.append('image', image);
  try {
    await adminUpload(bannersPath(kind), {
      body,
      onProgress: (fraction) => setUploadProgress('banner', fraction),
      fallbackMessage: 'Failed to add the banner. Please try again.',
    });
    actionToast.success('Banner added successfully');
    return { intent: 'add', error: null };
  } catch (error) {
    throwIfSignedOut(error);
    return {
      intent: 'add',
      error: error instanceof Error ? error.message : 'Failed to add the banner.',
    };
  }
}

async function deleteBanner({ kind, id }: BannerDelete): Promise<BannerResult> {
  try {
    await adminSubmit(`${bannersPath(kind)}${id}/`, { method: 'DELETE' });
    actionToast.success('Banner deleted successfully');
    return { intent: 'delete', kind, isDeleted: true };
  } catch (error) {
    throwIfSignedOut(error);
    // product.md section 8: banner delete errors are silent; the reloaded list shows what is left.
    return { intent: 'delete', kind, isDeleted: false };
  }
}

/** Add a banner (POST, multipart), delete one (DELETE); React Router loads the lists again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<BannerResult> {
  if (request.method === 'DELETE') return deleteBanner(await readJson(request, bannerDelete));
  return addBanner(await request.formData());
}

/** product.md section 2, Banner management: the hero and offer banners, added and deleted. */
export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const [addingKind, setAddingKind] = useState<BannerKind | null>(null);
  const deleting = useFetcher<BannerResult>();
  const [pendingDelete, setPendingDelete] = useConfirmTarget<
    { kind: BannerKind; banner: Banner },
    BannerResult
  >(deleting);
  const addButtons = useRef<Record<BannerKind, HTMLButtonElement | null>>({
    hero: null,
    offer: null,
  });

  useActionResult(deleting, {
    // The card and its Delete button are gone: keyboard users continue from the section's Add.
    onSettled: (result) => {
      if (result.intent === 'delete' && result.isDeleted) addButtons.current[result.kind]?.focus();
    },
  });

  function confirmDelete() {
    if (!pendingDelete) return;
    const target: BannerDelete = { kind: pendingDelete.kind, id: pendingDelete.banner.id };
    void deleting.submit(target, jsonSubmit('delete'));
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
        {(['hero', 'offer'] as const).map((kind) => {
          const section = (banners: Banner[] | null) => (
            <BannerSection
              kind={kind}
              banners={banners}
              onAdd={() => setAddingKind(kind)}
              onDelete={(banner) => setPendingDelete({ kind, banner })}
              addButtonRef={(button) => {
                addButtons.current[kind] = button;
              }}
            />
          );
          return (
            <Suspense key={kind} fallback={section(null)}>
              <Await resolve={loaderData[kind]}>{(banners) => section(banners)}</Await>
            </Suspense>
          );
        })}
      </div>

      {addingKind && (
        <AddBannerDialog
          isOpen
          initialKind={addingKind}
          onClose={() => setAddingKind(null)}
          onAdded={() => setAddingKind(null)}
        />
      )}

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Delete this banner?"
        message="It disappears from the site at once. This action cannot be undone."
        isBusy={deleting.state === 'submitting'}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
