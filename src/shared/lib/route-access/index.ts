export { mayOpen, visibleMenu, type MenuViewer } from './visible-menu';
