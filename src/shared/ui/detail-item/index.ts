export { DetailItem, type DetailItemProps } from './DetailItem';
