export { makePng } from './makePng';
export { signedInAs } from './signedInAs';
