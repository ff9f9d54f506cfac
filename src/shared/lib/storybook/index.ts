export { Destination } from './Destination';
export { makePng } from './makePng';
export { pagedReply } from './pagedReply';
export { signedInAs } from './signedInAs';
export { memoryList } from './memoryList';
export { recordFailedStory, recordLoadingStory } from './recordStates';
export { WHOLE_SCREEN } from './wholeScreen';
export { contractHandler, failingCallsOnce, pendingCalls, refusedUploadLink } from './contractHandler';
export { memoryResource } from './memoryResource';
