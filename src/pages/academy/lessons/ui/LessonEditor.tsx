import { useCallback, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCourseSummaries } from '@/entities/course';
import { useLesson, usePartNames, useRevalidateLessons, useSubPartLessons, useSubPartNames, type LessonScope } from '@/entities/lesson';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeader } from '@/shared/ui/page-header';
import { Skeleton } from '@/shared/ui/skeleton';
import { emptyForm, LessonForm, lessonToDraft, type LessonFormValues, type SaveTarget } from '@/features/save-lessons';
import { CourseOutlineChooser, useOutline } from '@/widgets/course-outline-chooser';
import { listPathFor } from '../lib/paths';

/** The names of the course, part and sub-part a form writes on, and whether its lessons take attributes. */
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
    hasAttributes: course?.basicInfo.type !== 'BASIC',
  };
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('lessons');
  const [searchParams] = useSearchParams();
  const back = listPathFor({ courseId: recordId(searchParams.get('courseId')) ?? undefined });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: back }, { label: title }]} />
      {children}
    </div>
  );
}

/** Back to the list of the place the lessons were written on. */
function useBackToList(scope: Partial<LessonScope> | null) {
  const navigate = useNavigate();
  const revalidate = useRevalidateLessons();
  const courseId = scope?.courseId;
  const partId = scope?.partId;
  const subPartId = scope?.subPartId;
  return useCallback(() => {
    void revalidate();
    void navigate(listPathFor({ courseId, partId, subPartId }));
  }, [navigate, revalidate, courseId, partId, subPartId]);
}

/** /lessons/create?courseId&partId&subPartId&isPart&isSubPart: new lesson groups on the chosen place. */
export function LessonCreator() {
  const { t } = useTranslation('lessons');
  const outline = useOutline();
  const { scope } = outline;
  const { isReady, place, hasAttributes } = usePlace(scope);
  const back = useBackToList(scope);
  if (!scope) {
    return (
      <Frame title={t('form.addTitle')}>
        <CourseOutlineChooser outline={outline} />
        <EmptyState className="rounded-card border border-border bg-surface" title={t('list.chooseTitle')} description={t('form.chooseDescription')} />
      </Frame>
    );
  }
  const target: SaveTarget = { kind: 'add', ...scope };
  return (
    <Frame title={t('form.addTitle')}>
      {isReady ? (
        <LessonForm target={target} place={place} hasAttributes={hasAttributes} defaultValues={emptyForm()} onDone={back} onCancel={back} />
      ) : (
        <Skeleton lines={6} label={t('form.loading')} />
      )}
    </Frame>
  );
}

/** /lessons/edit/{LessonId}: a sub-part's whole lesson tree (isSubPart=true), otherwise the one lesson. */
export function LessonEditor() {
  const [searchParams] = useSearchParams();
  const courseId = recordId(searchParams.get('courseId'));
  const subPartId = recordId(searchParams.get('subPartId'));
  const lessonId = recordId(useParams().lessonId);
  if (searchParams.get('isSubPart') === 'true' && courseId && subPartId) {
    return <SubPartEditor courseId={courseId} subPartId={subPartId} lessonId={lessonId} />;
  }
  return <SingleLessonEditor lessonId={lessonId} />;
}

function SubPartEditor({ courseId, subPartId, lessonId }: { courseId: number; subPartId: number; lessonId: number | null }) {
  const { t } = useTranslation('lessons');
  const subPart = useSubPartLessons(subPartId, courseId);
  const scope = subPart.data ? { courseId, partId: subPart.data.partId, subPartId } : null;
  const { isReady, place, hasAttributes } = usePlace(scope);
  const back = useBackToList(scope ?? { courseId });
  return (
    <Frame title={t('form.editTitle')}>
      <Loaded error={subPart.error} isReady={!!subPart.data && isReady} onRetry={() => void subPart.mutate()}>
        {subPart.data && (
          <LessonForm
            target={{ kind: 'subPart', courseId, subPartId }}
            openLessonId={lessonId ?? undefined}
            place={place}
            hasAttributes={hasAttributes}
            defaultValues={{
              lessonGroups: subPart.data.lessonGroup.map((group) => ({ lessons: group.lessons.map(lessonToDraft) })),
              groupNumber: null,
            }}
            onDone={back}
            onCancel={back}
          />
        )}
      </Loaded>
    </Frame>
  );
}

function SingleLessonEditor({ lessonId }: { lessonId: number | null }) {
  const { t } = useTranslation('lessons');
  const lesson = useLesson(lessonId);
  const data = lesson.data;
  const scope = data ? { courseId: data.courseId, partId: data.partId, subPartId: data.subPartId } : null;
  const { isReady, place, hasAttributes } = usePlace(scope);
  const back = useBackToList(scope);
  const defaults: LessonFormValues | null = data ? { lessonGroups: [{ lessons: [lessonToDraft(data)] }], groupNumber: data.groupNumber } : null;
  return (
    <Frame title={t('form.editTitle')}>
      <Loaded error={lesson.error} isReady={!!defaults && isReady} onRetry={() => void lesson.mutate()}>
        {data && defaults && (
          <LessonForm
            target={{ kind: 'lesson', courseId: data.courseId, lessonId: data.id }}
            place={place}
            hasAttributes={hasAttributes}
            defaultValues={defaults}
            onDone={back}
            onCancel={back}
          />
        )}
      </Loaded>
    </Frame>
  );
}

export function Loaded({ error, isReady, onRetry, children }: { error: unknown; isReady: boolean; onRetry(): void; children: ReactNode }) {
  const { t } = useTranslation('lessons');
  if (error) return <ErrorState title={t('failed.load')} message={errorText(error) ?? t('failed.load')} onRetry={onRetry} />;
  if (!isReady) return <Skeleton lines={6} label={t('form.loading')} />;
  return <>{children}</>;
}
