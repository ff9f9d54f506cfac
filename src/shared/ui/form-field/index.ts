export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
export {
  errorTextClassName,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldLabelProps,
} from './FieldParts';
export {
  fieldGroupClassName,
  fieldInputClassName,
  fieldStackClassName,
  groupInputClassName,
  listOptionClassName,
  listPopoverClassName,
  textInputClassName,
  urduInputLineClassName,
} from './fieldStyles';
export { useMergedRef } from './useMergedRef';
export { CheckIcon, ChevronDownIcon, ChevronUpIcon, CloseIcon, ErrorIcon, FieldSpinner, MinusIcon } from './FieldIcons';
export { CharacterCounter, type CharacterCounterProps } from './CharacterCounter';
export { typedTextDirection } from './typedTextDirection';
