import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerTagCalls } from './tags/tags';
import { registerSecurityCalls } from '../security';
import { registerPublicFileCalls } from './public-files/calls';
import { registerSeoCalls } from './seo/seo';
import { registerBlogCategoryCalls } from './blog-categories/blog-categories';
import { registerGalleryCategoryCalls } from './gallery-categories/gallery-categories';
import { registerHijriAdjustmentCalls } from './hijri-adjustments/calls';
import { registerGalleryCardCalls } from './gallery-cards/gallery-cards';
import { registerUserCalls } from '../users/users';
import { registerArticleCalls } from './articles/articles';
import { registerBusinessUserCalls } from './business-users/business-users';
import { registerIslamicEventCalls } from './islamic-events/islamic-events';
import { registerLocalEventCalls } from './local-events/local-events';
import { registerDiscussionCalls } from './discussions/discussions';
import { registerCommunityGroupCalls } from './community-groups/community-groups';
import { registerSitePresignedUrl } from '../uploads';

/** `/api/site`: the content site: articles, tags, gallery, community, security, users. */
export const siteService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerTagCalls(app, ctx);
  registerSecurityCalls(app, ctx);
  registerPublicFileCalls(app, ctx);
  registerSeoCalls(app, ctx);
  registerBlogCategoryCalls(app, ctx);
  registerGalleryCategoryCalls(app, ctx);
  registerHijriAdjustmentCalls(app, ctx);
  registerGalleryCardCalls(app, ctx);
  registerUserCalls(app, ctx);
  registerArticleCalls(app, ctx);
  registerBusinessUserCalls(app, ctx);
  registerIslamicEventCalls(app, ctx);
  registerLocalEventCalls(app, ctx);
  registerDiscussionCalls(app, ctx);
  registerCommunityGroupCalls(app, ctx);
  registerSitePresignedUrl(app, ctx);
};
