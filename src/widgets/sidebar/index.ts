export { Sidebar, type SidebarProps } from './ui/Sidebar';
export { activeEntryPath, firstMenuPath } from './model/menu-sections';
