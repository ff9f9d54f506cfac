import type { ReactElement } from 'react';
import * as inputs from '@/shared/ui/form-inputs';
import type { CourseFormValues } from '../../model/schema';

/* The shared form inputs bound to the course form's values, so every field name is checked against them. */
type Values = CourseFormValues;

export const TextInput: (props: inputs.TextInputProps<Values>) => ReactElement = inputs.TextInput;
export const NumberInput: (props: inputs.NumberInputProps<Values>) => ReactElement = inputs.NumberInput;
export const SelectInput: <K extends string | number>(props: inputs.SelectInputProps<K, Values>) => ReactElement = inputs.SelectInput;
export const ChoiceInput: (props: inputs.ChoiceInputProps<Values>) => ReactElement = inputs.ChoiceInput;
export const YesNoInput: (props: inputs.YesNoInputProps<Values>) => ReactElement = inputs.YesNoInput;
export const TextListInput: (props: inputs.TextListInputProps<Values>) => ReactElement = inputs.TextListInput;
