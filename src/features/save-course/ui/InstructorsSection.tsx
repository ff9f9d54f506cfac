import { Controller } from 'react-hook-form';
import { useInstructorNames } from '@/entities/instructor';
import { MultiSelect } from '@/shared/ui/multi-select';
import { useCourseForm } from './fields/formContext';
import { FormSection } from './FormSection';

/** Who teaches the course, picked from the instructor name summary. */
export function InstructorsSection() {
  const { control, isBusy, t, message } = useCourseForm();
  const names = useInstructorNames();
  const items = (names.data ?? []).map((instructor) => ({ id: instructor.id, label: instructor.name }));
  return (
    <FormSection title={t('sections.instructors.title')} description={t('sections.instructors.description')}>
      <Controller
        control={control}
        name="instructorIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('fields.instructors')}
            items={items}
            selectedKeys={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            emptyText={names.error ? t('fields.instructorsFailed') : t('fields.noInstructors')}
            description={names.error ? t('fields.instructorsFailed') : undefined}
            isRequired
            isDisabled={isBusy}
            errorMessage={message(fieldState.error?.message)}
          />
        )}
      />
    </FormSection>
  );
}
