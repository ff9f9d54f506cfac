export { storedAtom } from './storedAtom';
