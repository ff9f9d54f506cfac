export { VideosPage } from './ui/VideosPage';
