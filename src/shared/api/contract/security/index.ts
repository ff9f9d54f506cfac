export * from './messages';
export * from './bits';
export * from './points';
export * from './profiles';
export * from './groups';
export * from './fixtures';
