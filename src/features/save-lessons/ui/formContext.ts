import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import type { LessonFormValues } from '../model/draft';

/** What the lesson form's parts share beside the form itself. */
export interface LessonFormSettings {
  isBusy: boolean;
  /** BASIC courses' lessons have no attributes. */
  hasAttributes: boolean;
  /** Saved lessons can be left out only with the delete bit; new ones can always be removed. */
  canRemoveSaved: boolean;
  /** Groups and lessons can be added, removed and reordered (not when one lesson is edited on its own). */
  isTree: boolean;
  /** The saved lesson the form was opened for: it starts unfolded while the tree's other saved lessons start folded. */
  openLessonId?: number;
  progressOf(file: File | null | undefined): number | undefined;
}

export const LessonFormContext = createContext<LessonFormSettings>({
  isBusy: false,
  hasAttributes: true,
  canRemoveSaved: false,
  isTree: true,
  progressOf: () => undefined,
});

export function useLessonForm() {
  const form = useFormContext<LessonFormValues>();
  const { t } = useTranslation(['lessons', 'server-messages']);
  return { ...form, ...useContext(LessonFormContext), t };
}

/** The path of one lesson of the form. */
export type LessonPath = `lessonGroups.${number}.lessons.${number}`;
