import { lazy, Suspense } from 'react';
import { Skeleton } from '@/shared/ui/skeleton';
import type { RichTextEditorProps } from './types';

// The editor and its engine are a chunk of their own, downloaded only by the screens that show it.
const loadEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadEditor);

/** Fetches the editor's chunk ahead of showing it (a story that pictures the editor, a link about to open it). */
export async function preloadRichTextEditor(): Promise<void> {
  await loadEditor();
}

/** The rich text editor, fetched when first shown; a placeholder of its size meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton className="h-80 w-full" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
