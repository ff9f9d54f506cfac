/** One of the site's pictures the picker offers. */
export interface LibraryPicture {
  /** Its name, shown under the thumbnail and naming the option. */
  name: string;
  /** Where it is shown from; the body keeps this address. */
  address: string;
  /** Where it comes from, in the reader's words ("Public file"), read out after the name. */
  origin?: string;
}

/** One page of the site's pictures, and whether more follow. */
export interface LibraryPage {
  pictures: LibraryPicture[];
  hasMore: boolean;
}

/** The site's pictures a body may show, for the picker: a page (from 1) of those whose names hold `search`; it rejects when they could not be fetched. */
export type PictureLibrary = (query: { search: string; page: number; signal: AbortSignal }) => Promise<LibraryPage>;

/** How the editor stores a picture chosen with its Image button, and knows the pictures it may keep. */
export interface EditorPictures {
  /** Accepted picture types and the largest size, checked before the upload (the server checks them again). */
  accept: readonly string[];
  maxBytes: number;
  tooLargeMessage: string;
  /** Uploads a chosen picture: the address it is shown from, or the words saying why it was not stored. */
  store: (file: File) => Promise<{ address: string } | { failure: string }>;
  /** 0–100 while a picture goes up. */
  progress?: number;
  /** Whether an address is one of the stored pictures; a pasted picture from anywhere else is left out. */
  isStored: (address: string) => boolean;
  /** The site's pictures to choose from instead of uploading one; without it the picture step offers uploads only. */
  library?: PictureLibrary;
}

export interface RichTextEditorProps {
  /** The HTML the editor starts with (later changes of it are not read: the editor owns what is typed). */
  value: string;
  /** The HTML after each change ('' when empty). */
  onChange: (html: string) => void;
  /** The editor's visible name, also the text box's accessible name. */
  label: string;
  /** Help text shown under the editor. */
  description?: string;
  /** Why the text was refused (the server's words on a save), shown under it. */
  errorMessage?: string;
  /** Makes the text read-only and turns the toolbar's buttons off. */
  isDisabled?: boolean;
  /** Pictures by upload; without it the editor has no Image button and keeps no pasted picture. */
  pictures?: EditorPictures;
}
