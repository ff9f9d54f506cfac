export { LazyRichTextEditor as RichTextEditor, preloadRichTextEditor } from './LazyRichTextEditor';
export type { RichTextEditorProps } from './types';
