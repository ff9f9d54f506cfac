export { useCoursePublishAction } from './model/useCoursePublishAction';
