import { useCallback, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCourseSummaries } from '@/entities/course';
import { usePartNames, useSubPartNames, type LessonScope } from '@/entities/lesson';
import { emptyExerciseForm, ExerciseForm, exerciseToDraft, type RenderRecorder } from '@/features/save-exercise';
import { VoiceReplyRecorder } from '@/features/record-voice-reply';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeader } from '@/shared/ui/page-header';
import { Skeleton } from '@/shared/ui/skeleton';
import { CourseOutlineChooser, useOutline } from '@/widgets/course-outline-chooser';
import { useExercise, useRevalidateExercises } from '../api/exerciseApi';
import { listPathFor } from '../lib/paths';

/** The names of the course, part and sub-part an exercise hangs on. */
function usePlace(scope: Partial<LessonScope> | null) {
  const courseId = scope?.courseId ?? null;
  const courses = useCourseSummaries({});
  const parts = usePartNames(scope?.partId ? courseId : null);
  const subParts = useSubPartNames(scope?.subPartId ? courseId : null, scope?.partId ?? null);
  const course = courses.data?.find((item) => item.id === courseId);
  return {
    isReady: !!course && (!scope?.partId || !!parts.data) && (!scope?.subPartId || !!subParts.data),
    place: {
      course: course?.basicInfo.title ?? '',
      part: scope?.partId ? (parts.data?.find((part) => part.id === scope.partId)?.name ?? '') : null,
      subPart: scope?.subPartId ? (subParts.data?.find((subPart) => subPart.id === scope.subPartId)?.name ?? '') : null,
    },
  };
}

/** Back to the list of the place the exercise hangs on, with the same choice made. */
function useBackToList(scope: Partial<LessonScope> | null) {
  const navigate = useNavigate();
  const revalidate = useRevalidateExercises();
  const courseId = scope?.courseId;
  const partId = scope?.partId;
  const subPartId = scope?.subPartId;
  return useCallback(() => {
    void revalidate();
    void navigate(listPathFor({ courseId, partId, subPartId }));
  }, [navigate, revalidate, courseId, partId, subPartId]);
}

/** The moderator panel's recorder, storing its MP3 as course AUDIO and worded for a form. */
const renderRecorder: RenderRecorder = (slot) => <VoiceReplyRecorder onRecorded={slot.onRecorded} purpose="course-audio" />;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('exercises');
  const [searchParams] = useSearchParams();
  const back = listPathFor({
    courseId: recordId(searchParams.get('courseId')) ?? undefined,
    partId: recordId(searchParams.get('partId')),
    subPartId: recordId(searchParams.get('subPartId')),
  });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: back }, { label: title }]} />
      {children}
    </div>
  );
}

/** /exercise/create?courseId&partId&subPartId&isPart&isSubPart: a new exercise on the chosen place. */
export function ExerciseCreator() {
  const { t } = useTranslation('exercises');
  const outline = useOutline();
  const { scope } = outline;
  const { isReady, place } = usePlace(scope);
  const back = useBackToList(scope);
  if (!scope) {
    return (
      <Frame title={t('form.addTitle')}>
        <CourseOutlineChooser outline={outline} />
        <EmptyState className="rounded-card border border-border bg-surface" title={t('list.chooseTitle')} description={t('form.chooseDescription')} />
      </Frame>
    );
  }
  return (
    <Frame title={t('form.addTitle')}>
      {isReady ? (
        <ExerciseForm
          target={{ kind: 'add', ...scope }}
          place={place}
          defaultValues={emptyExerciseForm()}
          renderRecorder={renderRecorder}
          onDone={back}
          onCancel={back}
        />
      ) : (
        <Skeleton lines={6} label={t('form.loading')} />
      )}
    </Frame>
  );
}

/** /exercise/edit/{exerciseId}: the exercise's form, saved by PUT course-content/lesson/{id}?courseId. */
export function ExerciseEditor() {
  const { t } = useTranslation('exercises');
  const exerciseId = recordId(useParams().exerciseId);
  const exercise = useExercise(exerciseId);
  const data = exercise.data;
  const scope = data ? { courseId: data.courseId, partId: data.partId, subPartId: data.subPartId } : null;
  const { isReady, place } = usePlace(scope);
  const back = useBackToList(scope);
  let body: ReactNode;
  if (exercise.error) body = <ErrorState title={t('failed.load')} message={errorText(exercise.error) ?? t('failed.load')} onRetry={() => void exercise.mutate()} />;
  else if (!data || !isReady) body = <Skeleton lines={6} label={t('form.loading')} />;
  else {
    body = (
      <ExerciseForm
        target={{ kind: 'edit', courseId: data.courseId, exerciseId: data.id }}
        place={place}
        defaultValues={exerciseToDraft(data)}
        renderRecorder={renderRecorder}
        onDone={back}
        onCancel={back}
      />
    );
  }
  return <Frame title={t('form.editTitle')}>{body}</Frame>;
}
