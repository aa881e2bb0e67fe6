import { z } from 'zod';

import type { Property } from '../../../contract/properties';
import type { PropertyFormErrors } from '../../../contract/property-form';
import { adminSubmit, throwIfSignedOut } from './api';
import {
  describeCreateFailure,
  describeUpdateFailure,
  propertyFormMessages,
  type SaveFailure,
  toFormErrors,
} from './property-save-errors';
import { readJson } from './submit';
import { adminUpload, setUploadProgress } from './upload';

/**
 * The add and edit screens' `clientAction`s: the save (the form's multipart body, POST on add and
 * PATCH on edit) and, on edit, the delete of a saved photo (DELETE). Neither screen is loaded
 * again after them: a save leaves the screen, a refusal and a photo's delete change only the form.
 */

/** What a save answers: the saved listing, or what the form says about the refusal. */
export type PropertySaveResult =
  | { isSaved: true; property: Property }
  | { isSaved: false; failure: SaveFailure; fieldErrors: PropertyFormErrors };

/**
 * Sends the body the form submitted on to the API with the upload's progress (`property`), and
 * describes a refusal as product.md section 8 does for add and for edit.
 */
export async function saveProperty(
  request: Request,
  propertyId?: number,
): Promise<PropertySaveResult> {
  setUploadProgress('property', 0);
  const isAdd = propertyId === undefined;
  try {
    const property = await adminUpload<Property>(
      isAdd ? '/properties/properties/' : `/properties/properties/${propertyId}/`,
      {
        method: isAdd ? 'POST' : 'PATCH',
        body: await request.formData(),
        onProgress: (fraction) => setUploadProgress('property', fraction),
        fallbackMessage: isAdd
          ? propertyFormMessages.createFailed
          : propertyFormMessages.updateFailed,
      },
    );
    return { isSaved: true, property };
  } catch (error) {
    throwIfSignedOut(error); // on its way to the sign-in page: nothing to say on the form
    return {
      isSaved: false,
      failure: isAdd ? describeCreateFailure(error) : describeUpdateFailure(error),
      fieldErrors: toFormErrors(error),
    };
  }
}

export const imageDelete = z.object({ image_id: z.number().int().positive() });
export type ImageDelete = z.infer<typeof imageDelete>;

/** The photo deleted, or null when it could not be (the form says so for 3 s). */
export interface ImageDeleteResult {
  deletedImageId: number | null;
}

/** product.md section 4: a saved photo is deleted at once, before Save. */
export async function deletePropertyImage(
  request: Request,
  propertyId: number,
): Promise<ImageDeleteResult> {
  const { image_id } = await readJson(request, imageDelete);
  try {
    await adminSubmit(`/properties/properties/${propertyId}/delete_image/`, {
      method: 'DELETE',
      body: { image_id },
    });
    return { deletedImageId: image_id };
  } catch (error) {
    throwIfSignedOut(error);
    return { deletedImageId: null };
  }
}
