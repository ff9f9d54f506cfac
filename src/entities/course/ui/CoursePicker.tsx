import type { FocusEvent, ReactNode, Ref } from 'react';
import { errorText } from '@/shared/api';
import { ComboBox } from '@/shared/ui/combobox';
import { useCourseSummaries, type CourseSummaryFilter } from '../api/courseSummaryApi';

export interface CoursePickerProps {
  label: string;
  placeholder?: string;
  selectedKey: number | null;
  onSelectionChange(courseId: number | null): void;
  /** Which courses to offer (GET course/name-summary's filters); every course when omitted. */
  filter?: CourseSummaryFilter;
  description?: ReactNode;
  /** A field error; a failed load shows the server's reason here too. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  onBlur?: (event: FocusEvent<Element>) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** Choose one course by typing its title; the list comes from the course name summary. */
export function CoursePicker({ filter, errorMessage, ...props }: CoursePickerProps) {
  const { data, error, isLoading } = useCourseSummaries(filter ?? {});
  const items = (data ?? []).map((course) => ({ id: course.id, label: course.basicInfo.title }));
  return <ComboBox<number> {...props} items={items} isLoading={isLoading} errorMessage={errorMessage ?? errorText(error)} />;
}
