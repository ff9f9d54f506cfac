export { sectionPathOf } from './sectionPathOf';
export { useGoBack } from './useGoBack';
