export { ALL, BIT_ORDER, holdsBit, withBit } from './model/bits';
export { BitCheckboxes, type BitCheckboxesProps } from './ui/BitCheckboxes';
export { BitsText } from './ui/BitsText';
