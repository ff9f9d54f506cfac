export { LazyRichTextEditor as RichTextEditor, preloadRichTextEditor } from './LazyRichTextEditor';
export type { EditorPictures, RichTextEditorProps } from './types';
