export { LazyRichTextEditor as RichTextEditor, preloadRichTextEditor } from './LazyRichTextEditor';
export type { EditorPictures, LibraryPage, LibraryPicture, PictureLibrary, RichTextEditorProps } from './types';
