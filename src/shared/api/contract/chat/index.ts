export * from './chat';
export * from './constants';
export * from './conversations';
export * from './send';
export * from './device';
export * from './learner';
