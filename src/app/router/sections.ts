import type { ComponentType } from 'react';
import type { RoutePath } from '@/shared/config';

/** Loads a section's page slice; the slice renders its own list, /create and /edit/… screens. */
export type SectionLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The sections whose screens exist, by base path of the route table. A section not listed here is not
 * routed (its paths show 'Page Not Found') and not in the menu. Adding a screen is one line:
 * `'/discounts': () => import('@/pages/discounts').then((page) => ({ Component: page.DiscountsPage })),`
 * where the page renders `<Routes>` for its sub-paths.
 */
export const BUILT_SECTIONS: Partial<Record<RoutePath, SectionLoader>> = {
  '/': () => import('@/pages/dashboard').then((page) => ({ Component: page.DashboardPage })),
  '/courses': () => import('@/pages/courses').then((page) => ({ Component: page.CoursesPage })),
  '/chapters': () => import('@/pages/chapters').then((page) => ({ Component: page.ChaptersPage })),
  '/lessons': () => import('@/pages/academy/lessons').then((page) => ({ Component: page.LessonsPage })),
  '/exercise': () => import('@/pages/academy/exercises').then((page) => ({ Component: page.ExercisesPage })),
  '/batchcontents': () => import('@/pages/academy/batch-contents').then((page) => ({ Component: page.BatchContentsPage })),
  '/lessoncontent': () => import('@/pages/academy/lesson-content').then((page) => ({ Component: page.LessonContentPage })),
  '/instructors': () => import('@/pages/instructors').then((page) => ({ Component: page.InstructorsPage })),
  '/course-audio': () => import('@/pages/course-audio').then((page) => ({ Component: page.CourseAudioPage })),
  '/moderatorpanel': () => import('@/pages/moderator-panel').then((page) => ({ Component: page.ModeratorPanelPage })),
  '/discounts': () => import('@/pages/discounts').then((page) => ({ Component: page.DiscountsPage })),
  '/tags': () => import('@/pages/tags').then((page) => ({ Component: page.TagsPage })),
  '/users': () => import('@/pages/users').then((page) => ({ Component: page.UsersPage })),
  '/seoeditor': () => import('@/pages/seo-editor').then((page) => ({ Component: page.SeoEditorPage })),
  '/file-upload': () => import('@/pages/file-upload').then((page) => ({ Component: page.FileUploadPage })),
  '/categories': () => import('@/pages/blog-categories').then((page) => ({ Component: page.BlogCategoriesPage })),
  '/gallery/categories': () => import('@/pages/gallery-categories').then((page) => ({ Component: page.GalleryCategoriesPage })),
  '/gallery/cards': () => import('@/pages/gallery-cards').then((page) => ({ Component: page.GalleryCardsPage })),
  '/local-community/business-user': () => import('@/pages/local-community/business-users').then((page) => ({ Component: page.BusinessUsersPage })),
  '/local-community/discussion': () => import('@/pages/local-community/discussions').then((page) => ({ Component: page.DiscussionsPage })),
  '/local-community/comments': () => import('@/pages/local-community/comments').then((page) => ({ Component: page.CommentsPage })),
  '/islamic-event': () => import('@/pages/local-community/islamic-events').then((page) => ({ Component: page.IslamicEventsPage })),
  '/local-community/events': () => import('@/pages/local-community/local-events').then((page) => ({ Component: page.LocalEventsPage })),
  '/local-community/muslim-groups': () => import('@/pages/local-community/muslim-groups').then((page) => ({ Component: page.MuslimGroupsPage })),
  '/articles': () => import('@/pages/articles').then((page) => ({ Component: page.ArticlesPage })),
  '/settings/show-location-settings': () => import('@/pages/hijri-adjustments').then((page) => ({ Component: page.HijriAdjustmentsPage })),
  '/security/group': () => import('@/pages/security/groups').then((page) => ({ Component: page.SecurityGroupsPage })),
  '/security/points': () => import('@/pages/security/points').then((page) => ({ Component: page.SecurityPointsPage })),
  '/security/profiles': () => import('@/pages/security/profiles').then((page) => ({ Component: page.SecurityProfilesPage })),
  '/vendor-products/tags': () => import('@/pages/shop/product-tags').then((page) => ({ Component: page.ProductTagsPage })),
  '/vendor-products/category': () => import('@/pages/shop/product-categories').then((page) => ({ Component: page.ProductCategoriesPage })),
  '/vendor-management': () => import('@/pages/shop/vendors').then((page) => ({ Component: page.VendorsPage })),
  '/vendor-products': () => import('@/pages/shop/products').then((page) => ({ Component: page.ProductsPage })),

  '/athan-premium': () => import('@/pages/premium/athan-premium').then((page) => ({ Component: page.AthanPremiumPage })),
  '/subscriptions': () => import('@/pages/purchases/subscriptions').then((page) => ({ Component: page.SubscriptionsPage })),
  '/category-management': () => import('@/pages/stories/video-categories').then((page) => ({ Component: page.VideoCategoriesPage })),
  '/video-management': () => import('@/pages/stories/videos').then((page) => ({ Component: page.VideosPage })),
  '/package-management': () => import('@/pages/stories/packages').then((page) => ({ Component: page.PackagesPage })),
};

export const BUILT_PATHS: readonly string[] = Object.keys(BUILT_SECTIONS);
