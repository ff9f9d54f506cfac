export { Sidebar, type SidebarProps } from './ui/Sidebar';
export { firstMenuPath } from './model/menu-sections';
