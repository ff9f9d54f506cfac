export { CourseOutlineChooser } from './ui/CourseOutlineChooser';
export { useOutline, type Outline } from './model/useOutline';
