export { InstructorForm, type InstructorFormProps } from './ui/InstructorForm';
