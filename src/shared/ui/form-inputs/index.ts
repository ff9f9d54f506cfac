export { FormInputsProvider, useFormInputs, type FormInputsProviderProps, type FormInputsSettings } from './formInputsContext';
export { ChoiceInput, type ChoiceInputProps } from './ChoiceInput';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { SelectInput, type SelectInputProps } from './SelectInput';
export { TextInput, type TextInputProps } from './TextInput';
export { TextListInput, type TextLine, type TextListInputProps } from './TextListInput';
export { YesNoInput, type YesNoInputProps } from './YesNoInput';
export { UploadInput, type UploadInputProps } from './UploadInput';
export { ComboBoxInput, type ComboBoxInputProps } from './ComboBoxInput';
