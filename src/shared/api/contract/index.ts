export * from './define';
export * from './common';
export * as authContract from './auth';
export * as uploadsContract from './uploads';
export * as chatContract from './chat';
export * as instructorsContract from './instructors';
export * as contractFixtures from './fixtures';
