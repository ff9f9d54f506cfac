export { CoursePriceCell, type CoursePriceCellProps } from './ui/CoursePriceCell';
export { UpdateCoursePricesButton } from './ui/UpdateCoursePricesButton';
