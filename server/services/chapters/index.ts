export { registerChapterCalls } from './chapters';
