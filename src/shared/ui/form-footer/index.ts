export { FormFooter, type FormFooterProps } from './FormFooter';
