export { CourseRankCell, type CourseRankCellProps } from './ui/CourseRankCell';
export { UpdateCourseRanksButton } from './ui/UpdateCourseRanksButton';
