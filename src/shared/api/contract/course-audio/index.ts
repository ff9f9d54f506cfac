export * from './courseAudio';
