export { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './MultiSelect';
export { ChosenTags as TagChips } from './ChosenTags';
