export { GalleryCardsPage } from './ui/GalleryCardsPage';
