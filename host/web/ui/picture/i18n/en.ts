import { ACCOUNT_MESSAGES } from '../../../../core/messages';
import { PICTURE_MAX_MB } from '../../../../core/form-rules';
import type { CatalogueOf } from '../../../i18n/catalogue-of';

/**
 * English texts of a picture's choice and crop (namespace 'picture'), the same wherever a picture is chosen: a
 * profile picture, a message's image, a contact's photo. What the picture is for (its label) is the module's.
 */
export const pictureEn = {
  hint: 'A PNG, JPEG or WebP picture of at most {{max}} MB.',
  // The spec's wording, word for word (part 1 §5); other languages interpolate {{max}}.
  tooBig: ACCOUNT_MESSAGES.imageTooBig(PICTURE_MAX_MB),
  unreadable: 'The file is not a readable image',
  remove: 'Remove the picture',
  crop: {
    preview: 'Square crop preview: drag the picture or use the arrow keys to move it',
    zoom: 'Zoom',
    save: 'Use this picture',
    cancel: 'Cancel',
  },
} as const;

/** Every other language translates the same keys. */
export type PictureCatalogue = CatalogueOf<typeof pictureEn>;
