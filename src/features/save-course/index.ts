export { CourseForm, type CourseFormProps } from './ui/CourseForm';
