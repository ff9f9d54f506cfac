export { AuthFrame, type AuthFrameProps } from './ui/AuthFrame';
