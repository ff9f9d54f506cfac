import { Controller, type FieldPathByValue } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import type { Criterion, CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

export interface CriteriaInputProps {
  name: FieldPathByValue<CourseFormValues, Criterion[]>;
  label: string;
  description?: string;
  isRequired?: boolean;
}

/** What completing the course (or one part) takes: video lectures, practice, assignments. */
export function CriteriaInput({ name, label, description, isRequired }: CriteriaInputProps) {
  const { control, isBusy, t, message } = useCourseForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value);
        const toggle = (criterion: Criterion, isOn: boolean) =>
          field.onChange(coursesContract.COMPLETION_CRITERIA.filter((item) => (item === criterion ? isOn : chosen.has(item))));
        return (
          <FormField label={label} description={description} isRequired={isRequired} errorMessage={message(fieldState.error?.message)}>
            <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
              {coursesContract.COMPLETION_CRITERIA.map((criterion, index) => (
                <Checkbox
                  key={criterion}
                  isSelected={chosen.has(criterion)}
                  onChange={(isOn) => toggle(criterion, isOn)}
                  onBlur={field.onBlur}
                  inputRef={index === 0 ? field.ref : undefined}
                  isInvalid={Boolean(fieldState.error)}
                  isDisabled={isBusy}
                >
                  {t(`options.criteria.${criterion}`)}
                </Checkbox>
              ))}
            </div>
          </FormField>
        );
      }}
    />
  );
}
