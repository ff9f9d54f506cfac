export { RecordGate, type RecordGateProps } from './RecordGate';
