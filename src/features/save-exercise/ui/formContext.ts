import { createContext, useContext, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { courseAudioContract, ReplyOf } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { ExerciseFormValues } from '../model/draft';

/** What the page's recorder hands back: the MP3 it stored and its key. */
export interface RecordedAudio {
  file: File;
  key: string;
}

/**
 * The page composes the browser recorder (another feature) into the form: given where a recording
 * goes, it renders the recorder, which stores the MP3 as AUDIO and passes it to `onRecorded`.
 */
export type RenderRecorder = (slot: { onRecorded(audio: RecordedAudio): unknown }) => ReactNode;

export type LibraryAudio = ReplyOf<typeof courseAudioContract.courseAudioNameSummary>[number];

export interface ExerciseFormSettings {
  isBusy: boolean;
  renderRecorder: RenderRecorder;
  /** The course audio library, or its failure while it loads. */
  library: { items: LibraryAudio[]; isLoading: boolean; error: string | undefined };
  /** 0–100 while a picture goes up. */
  progressOf(file: File): number | undefined;
}

export const ExerciseFormContext = createContext<ExerciseFormSettings | null>(null);

export type ItemPath = `content.${number}`;

/** The form, its settings and the section's words, for the parts of an item. */
export function useExerciseForm() {
  const settings = useContext(ExerciseFormContext);
  if (!settings) throw new Error('useExerciseForm needs an ExerciseForm around it');
  const form = useFormContext<ExerciseFormValues>();
  const { t } = useTranslation(['exercises', 'server-messages']);
  return { ...form, ...settings, t };
}
