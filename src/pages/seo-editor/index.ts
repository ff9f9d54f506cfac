export { SeoEditorPage } from './ui/SeoEditorPage';
