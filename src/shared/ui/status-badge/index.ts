export { CountBadge, type CountBadgeProps } from './CountBadge';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './StatusBadge';
