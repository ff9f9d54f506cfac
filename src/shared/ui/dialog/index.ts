export { CloseButton, type CloseButtonProps } from './CloseButton';
export { Dialog, type DialogProps, type DialogSize } from './Dialog';
