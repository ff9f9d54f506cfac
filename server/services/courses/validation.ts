import { coursesContract } from '@/shared/api/contract';
import type { FileCategory } from '@/shared/api/contract/uploads';
import type { ServerContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { CourseDraft, ExistingCourse } from './draft';
import { readContent, readOverview } from './mapping';

const { COURSE_MESSAGES: M } = coursesContract;

type Fields = coursesContract.CourseFields;

/** Field path → message; thrown as one 400 naming every field. */
type Problems = Record<string, string>;

function throwIfAny(problems: Problems): void {
  const fields = Object.keys(problems);
  if (fields.length === 0) return;
  const messages = [...new Set(Object.values(problems))];
  throw badRequest(messages.length === 1 ? messages[0]! : `Please correct these fields: ${fields.join(', ')}.`, problems);
}

const blank = (value: string | null | undefined) => !value?.trim();
/** Left out (undefined) keeps what the course has; null clears it. */
const keep = (sent: string | null | undefined, current: string | null) => (sent === undefined ? current : sent);

/** The rules that need nothing but the form: BASIC forcing, the conditional requirements. */
function applyRules(input: Fields, existing: ExistingCourse | null, problems: Problems): CourseDraft {
  const basic = input.basicInfo;
  const content = input.contentInfo;
  const isBasic = basic.type === 'BASIC';
  const subType = isBasic ? 'RECORDED' : basic.subType;
  const occurrenceType = isBasic ? 'NON_RECURRING' : basic.occurrenceType;
  if (!subType) problems['basicInfo.subType'] = M.subType;
  if (!occurrenceType) problems['basicInfo.occurrenceType'] = M.occurrenceType;

  const batch = occurrenceType === 'RECURRING' ? (input.batchConfigInfo ?? null) : null;
  if (occurrenceType === 'RECURRING' && (subType === 'HYBRID' || subType === 'LIVE')) {
    if (!batch?.maxAllowedStudents) problems['batchConfigInfo.maxAllowedStudents'] = M.capacity;
    if (!batch?.startAt || Number.isNaN(Date.parse(`${batch.startAt}Z`))) problems['batchConfigInfo.startAt'] = M.batchStart;
  }
  if (!isBasic && blank(basic.sharableLink)) problems['basicInfo.sharableLink'] = M.sharableLink;
  if (!isBasic && blank(content.introVideoId)) problems['contentInfo.introVideoId'] = M.videoTitle;
  if (basic.accessType === 'LOCKED' && blank(input.subscriptionInfo.storePurchaseId)) {
    problems['subscriptionInfo.storePurchaseId'] = M.storePurchaseId;
  }
  const paid = input.subscriptionInfo.priceType === 'PAID';
  if (paid && !(input.subscriptionInfo.price > 0)) problems['subscriptionInfo.price'] = M.price;
  if (basic.containCompletionCertificate && basic.completionCriteria.length === 0) {
    problems['basicInfo.completionCriteria'] = M.completionCriteria;
  }
  if (content.containSubParts && !content.containParts) problems['contentInfo.containSubParts'] = M.subPartsNeedParts;
  if (content.containParts && input.parts.length === 0) problems.parts = M.partName;
  if (content.isExternalContentAvailable && content.externalContent.length === 0) {
    problems['contentInfo.externalContent'] = M.externalType;
  }
  const externalContent = content.isExternalContentAvailable ? content.externalContent : [];
  externalContent.forEach((item, index) => {
    if (!blank(item.value)) return;
    const message = { COMMUNITY_CHANNEL: M.communityLink, RESOURCE_MATERIAL: M.resourceLink, ASSET_UPLOAD: M.externalAsset }[item.type];
    problems[`contentInfo.externalContent.${index}.value`] = message;
  });

  const oldContent = existing ? readContent(existing.row) : null;
  const oldParts = new Map(existing?.parts.map((part) => [part.id, part]));
  const parts = (content.containParts ? input.parts : []).map((part, index) => {
    const id = existing && part.id ? part.id : null;
    if (id !== null && !oldParts.has(id)) problems[`parts.${index}.id`] = M.unknownPart;
    return {
      id,
      name: part.name,
      shortDescription: part.shortDescription,
      longDescription: part.longDescription,
      thumbnailPath: keep(part.thumbnailPath, (id !== null && oldParts.get(id)?.thumbnail_key) || null) ?? null,
    };
  });

  return {
    ...input,
    basicInfo: {
      ...basic,
      subType: subType ?? 'RECORDED',
      occurrenceType: occurrenceType ?? 'NON_RECURRING',
      // The course image cannot be removed, only replaced.
      imagePath: basic.imagePath ?? existing?.row.image_key ?? null,
      thumbnailPath: keep(basic.thumbnailPath, existing?.row.thumbnail_key ?? null) ?? null,
    },
    contentInfo: {
      ...content,
      introVideoId: blank(content.introVideoId) ? null : content.introVideoId!.trim(),
      introVideoThumbnailPath: keep(content.introVideoThumbnailPath, oldContent?.introVideoThumbnailPath ?? null) ?? null,
      externalContent,
    },
    subscriptionInfo: { ...input.subscriptionInfo, price: paid ? input.subscriptionInfo.price : 0 },
    batchConfigInfo: batch,
    parts,
  };
}

/** Every storage key the draft refers to, with the category it must have been uploaded as. */
function keysOf(draft: CourseDraft): { path: string; key: string; category: FileCategory; message: string }[] {
  const image = (path: string, key: string | null, message: string = M.imageNotUploaded) =>
    key ? [{ path, key, category: 'COURSE_IMAGE' as const, message }] : [];
  return [
    ...image('basicInfo.imagePath', draft.basicInfo.imagePath, M.imageRequired),
    ...image('basicInfo.thumbnailPath', draft.basicInfo.thumbnailPath),
    ...image('contentInfo.introVideoThumbnailPath', draft.contentInfo.introVideoThumbnailPath),
    ...draft.parts.flatMap((part, index) => image(`parts.${index}.thumbnailPath`, part.thumbnailPath)),
    ...draft.overviewInfo.milestones.flatMap((milestone, index) =>
      image(`overviewInfo.milestones.${index}.badgeImagePath`, milestone.badgeImagePath),
    ),
    ...draft.contentInfo.externalContent.flatMap((item, index) =>
      item.type === 'ASSET_UPLOAD' && item.value
        ? [{ path: `contentInfo.externalContent.${index}.value`, key: item.value, category: 'COURSE_EXTERNAL_ASSETS' as const, message: M.externalAsset }]
        : [],
    ),
  ];
}

/** The keys the stored course already uses; they were checked when they were saved. */
function storedKeys(existing: ExistingCourse | null): Set<string> {
  if (!existing) return new Set();
  const content = readContent(existing.row);
  const overview = readOverview(existing.row);
  return new Set(
    [
      existing.row.image_key,
      existing.row.thumbnail_key,
      content.introVideoThumbnailPath,
      ...existing.parts.map((part) => part.thumbnail_key),
      ...overview.milestones.map((milestone) => milestone.badgeImagePath),
      ...content.externalContent.map((item) => (item.type === 'ASSET_UPLOAD' ? item.value : null)),
    ].filter((key): key is string => !!key),
  );
}

/** Instructors, the intro video and every new upload must exist. */
async function checkReferences(ctx: ServerContext, draft: CourseDraft, existing: ExistingCourse | null, problems: Problems) {
  const ids = [...new Set(draft.instructorIds)];
  const found = await ctx.db.selectFrom('instructors').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length || ids.length !== draft.instructorIds.length) problems.instructorIds = M.instructor;

  const videoId = draft.contentInfo.introVideoId;
  if (videoId && !(await ctx.db.selectFrom('playlist_videos').select('id').where('id', '=', videoId).executeTakeFirst())) {
    problems['contentInfo.introVideoId'] = M.videoTitle;
  }

  const known = storedKeys(existing);
  const keys = keysOf(draft).filter((entry) => !known.has(entry.key));
  if (keys.length === 0) return;
  const uploads = await ctx.db
    .selectFrom('uploads')
    .select(['image_key', 'category', 'stored'])
    .where('image_key', 'in', [...new Set(keys.map((entry) => entry.key))])
    .execute();
  const byKey = new Map(uploads.map((upload) => [upload.image_key, upload]));
  for (const entry of keys) {
    const upload = byKey.get(entry.key);
    if (upload && upload.stored === 1 && upload.category === entry.category) continue;
    const wrongType = upload?.stored === 1 && entry.category === 'COURSE_EXTERNAL_ASSETS';
    problems[entry.path] = wrongType ? M.externalAssetType : entry.message;
  }
}

/**
 * Applies the course form's rules to a create (no existing course) or an update, and answers 400
 * with the spec's message for every field that breaks one.
 */
export async function checkCourse(ctx: ServerContext, input: Fields, existing: ExistingCourse | null): Promise<CourseDraft> {
  const problems: Problems = {};
  const draft = applyRules(input, existing, problems);
  if (!existing && !draft.basicInfo.imagePath) problems['basicInfo.imagePath'] = M.imageRequired;
  await checkReferences(ctx, draft, existing, problems);
  throwIfAny(problems);
  return draft;
}

/** The rules alone, for trusted data (the demo seed): BASIC forcing and the price of a free course. */
export function settleCourse(input: Fields): CourseDraft {
  const problems: Problems = {};
  const draft = applyRules(input, null, problems);
  throwIfAny(problems);
  return draft;
}
