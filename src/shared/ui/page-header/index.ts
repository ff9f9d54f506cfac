export { PageHeader, type Breadcrumb, type PageHeaderProps } from './PageHeader';
