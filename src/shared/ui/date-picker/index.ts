export { DatePicker, type DatePickerProps } from './DatePicker';
// The shared body and helpers, for the date-time picker beside this folder.
export { DatePickerBase, type DatePickerBaseProps, type InputFormat, type PickerValue } from './DatePickerBase';
export {
  formatIsoDateTime,
  parseIsoBound,
  parseIsoDate,
  parseIsoDateTime,
  type CalendarSystem,
} from './calendarSystem';
