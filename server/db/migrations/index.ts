import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../database';
import { securityModel } from './001-security-model';
import { sessions } from './002-sessions';
import { uploads } from './003-uploads';
import { chat } from './004-chat';
import { instructors } from './005-instructors';
import { storageItems } from './006-storage-items';
import { courses } from './007-courses';
import { discounts } from './008-discounts';
import { chapters } from './009-chapters';
import { chatPanel } from './010-chat-panel';
import { uploadLinks } from './011-upload-links';
import { deviceSessions } from './012-device-sessions';
import { signInAttempts } from './013-sign-in-attempts';
import { recordHistory } from './014-record-history';
import { blogTags } from '../../services/site/tags/migration';
import { pageMeta } from '../../services/site/seo/migration';
import { publicFiles } from '../../services/site/public-files/migration';
import { blogCategories } from '../../services/site/blog-categories/migration';
import { galleryCategories } from '../../services/site/gallery-categories/migration';
import { courseAudioTable } from './020-course-audio-table';
import { namedInstructors } from '../../services/instructors/migration';
import { liveChapters } from '../../services/chapters/migration';
import { lessons } from '../../services/lessons/migration';
import { batches } from '../../services/batches/migration';
import { lessonContents } from '../../services/lesson-content/migration';
import { securityScreens } from '../../services/security/migration';
import { administratorsHoldEveryPoint } from '../../services/security/administrators-migration';
import { hijriAdjustments } from '../../services/site/hijri-adjustments/migration';
import { galleryCards } from '../../services/site/gallery-cards/migration';
import { blogPosts } from '../../services/site/articles/migration';
import { userLoginTypes } from '../../services/users/migration';
import { businessUsers } from '../../services/site/business-users/migration';
import { communityGroups } from '../../services/site/community-groups/migration';
import { islamicEvents } from '../../services/site/islamic-events/migration';
import { localEvents } from '../../services/site/local-events/migration';
import { discussions } from '../../services/site/discussions/migration';
import { vendors } from '../../services/shop/vendors/migration';
import { productCategories } from '../../services/shop/product-categories/migration';
import { productTags } from '../../services/shop/product-tags/migration';
import { products } from '../../services/shop/products/migration';
import { productSyncLogs } from '../../services/shop/store-sync/migration';
import { athanPremiumCodes } from '../../services/premium/athan-premium/migration';
import { subscriptions } from '../../services/subscriptions/migration';
import { videoLibrary } from '../../services/stories/library/migration';
import { videoSyncRuns } from '../../services/stories/video-sync/migration';
import { videoListOrders } from '../../services/stories/videos';
import { idempotencyKeys } from './060-idempotency-keys';

/** Migrations live in code (no folder scan), so they work the same under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '001-security-model': securityModel,
  '002-sessions': sessions,
  '003-uploads': uploads,
  '004-chat': chat,
  '005-instructors': instructors,
  '006-storage-items': storageItems,
  '007-courses': courses,
  '008-discounts': discounts,
  '009-chapters': chapters,
  '010-chat-panel': chatPanel,
  '011-upload-links': uploadLinks,
  '012-device-sessions': deviceSessions,
  '013-sign-in-attempts': signInAttempts,
  '014-record-history': recordHistory,
  '015-blog-tags': blogTags,
  '016-blog-categories': blogCategories,
  '017-gallery-categories': galleryCategories,
  '018-page-meta': pageMeta,
  '019-public-files': publicFiles,
  '020-course-audio-table': courseAudioTable,
  '021-live-chapters': liveChapters,
  '022-named-instructors': namedInstructors,
  '023-security-screens': securityScreens,
  '025-hijri-adjustments': hijriAdjustments,
  '026-gallery-cards': galleryCards,
  '027-blog-posts': blogPosts,
  '024-user-login-types': userLoginTypes,
  '028-lessons': lessons,
  '031-batches': batches,
  '029-lesson-contents': lessonContents,
  '032-administrators-hold-every-point': administratorsHoldEveryPoint,
  '033-business-users': businessUsers,
  '034-community-groups': communityGroups,
  '035-islamic-events': islamicEvents,
  '036-local-events': localEvents,
  '038-discussions': discussions,
  '040-vendors': vendors,
  '041-product-categories': productCategories,
  '042-product-tags': productTags,
  '043-products': products,
  '044-product-sync-logs': productSyncLogs,
  '045-athan-premium-codes': athanPremiumCodes,
  '046-subscriptions': subscriptions,
  '047-video-library': videoLibrary,
  '048-video-list-orders': videoListOrders,
  '049-video-sync-runs': videoSyncRuns,
  '060-idempotency-keys': idempotencyKeys,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Whether every migration this server knows has run on `db` (the readiness check asks). */
export async function isFullyMigrated(db: Db): Promise<boolean> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.every((migration) => migration.executedAt !== undefined);
}
