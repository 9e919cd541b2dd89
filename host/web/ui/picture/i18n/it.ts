import type { PictureCatalogue } from './en';

/** Italian texts of a picture's choice and crop; loaded only when Italian is chosen. */
export const pictureIt: PictureCatalogue = {
  hint: 'Un’immagine PNG, JPEG o WebP di al massimo {{max}} MB.',
  tooBig: 'L’immagine supera i {{max}}Mb',
  unreadable: 'Il file non è un’immagine leggibile',
  remove: 'Rimuovi l’immagine',
  crop: {
    preview: 'Anteprima del ritaglio quadrato: trascina l’immagine o usa le frecce per spostarla',
    zoom: 'Zoom',
    save: 'Usa questa immagine',
    cancel: 'Annulla',
  },
};
