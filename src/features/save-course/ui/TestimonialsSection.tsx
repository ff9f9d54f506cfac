import { useFieldArray, useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { emptyTestimonial } from '../model/defaults';
import { useCourseForm } from './fields/formContext';
import { SelectInput, TextInput, YesNoInput } from './fields/courseInputs';
import { FormSection } from './FormSection';
import { RowCard } from './RowCard';

const LIMITS = coursesContract.COURSE_LIMITS;
const RATINGS: readonly number[] = [5, 4, 3, 2, 1];

/** Whether the course shows student testimonials, and each testimonial: name, rating 1–5, text. */
export function TestimonialsSection() {
  const { control, isBusy, t } = useCourseForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'testimonials' });
  const isEnabled = useWatch({ control, name: 'isStudentTestimonialEnabled' });
  const ratings = RATINGS.map((rating) => ({ id: rating, label: t('fields.ratingOption', { count: rating }) }));
  return (
    <FormSection title={t('sections.testimonials.title')} description={t('sections.testimonials.description')}>
      <YesNoInput
        name="isStudentTestimonialEnabled"
        label={t('fields.isStudentTestimonialEnabled')}
        onAnswered={(answer) => {
          if (answer && fields.length === 0) append(emptyTestimonial(), { shouldFocus: false });
        }}
      />
      {isEnabled === true && (
        <div className="flex flex-col gap-3">
          <ol className="flex flex-col gap-4">
            {fields.map((item, index) => (
              <RowCard
                key={item.id}
                title={t('fields.testimonial', { number: index + 1 })}
                removeLabel={t('fields.removeTestimonial', { number: index + 1 })}
                onRemove={() => remove(index)}
                isDisabled={isBusy}
              >
                <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
                  <TextInput
                    name={`testimonials.${index}.studentName`}
                    label={t('fields.studentName', { number: index + 1 })}
                    maxLength={LIMITS.testimonialName}
                    isRequired
                  />
                  <SelectInput
                    name={`testimonials.${index}.rating`}
                    label={t('fields.rating', { number: index + 1 })}
                    items={ratings}
                    placeholder={t('fields.ratingPlaceholder')}
                    isRequired
                  />
                </div>
                <TextInput
                  name={`testimonials.${index}.testimonial`}
                  label={t('fields.testimonialText', { number: index + 1 })}
                  maxLength={LIMITS.testimonialText}
                  rows={3}
                  isRequired
                />
              </RowCard>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            isDisabled={isBusy || fields.length >= LIMITS.listItems}
            onPress={() => append(emptyTestimonial())}
          >
            {t('fields.addTestimonial')}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
