export const GALLERY_CARDS_PATH = '/gallery/cards';
