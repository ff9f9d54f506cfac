export * from './define';
export * from './common';
export * from './server-messages';
export * as authContract from './auth';
export * as uploadsContract from './uploads';
export * as chatContract from './chat';
export * as instructorsContract from './instructors';
export * as contractFixtures from './fixtures';
export * as coursesContract from './courses';
export * as playlistContract from './playlist';
export * as discountsContract from './discounts';
export * as courseAudioContract from './course-audio';
export * as chaptersContract from './chapters';
export * as lessonsContract from './lessons';
export * as batchesContract from './batches';
export * as lessonContentContract from './lesson-content';
export * as exercisesContract from './exercises';
export * as resourceContract from './resource';
export * as siteContract from './site';
export * as usersContract from './users';
export * as securityContract from './security';
export * as shopContract from './shop';

// Athan premium codes.
export * as premiumContract from './premium';
