export interface RichTextEditorProps {
  /** The HTML the editor starts with (later changes of it are not read: the editor owns what is typed). */
  value: string;
  /** The HTML after each change ('' when empty). */
  onChange(html: string): void;
  label: string;
  description?: string;
  isDisabled?: boolean;
}
