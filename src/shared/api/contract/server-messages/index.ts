export { SERVER_MESSAGES, type ServerMessageCode, type ServerMessageParams } from './catalogue';
export { englishServerMessage, recogniseServerMessage, type ServerMessageRef } from './recognise';
export { FORM_MESSAGES } from './own';
