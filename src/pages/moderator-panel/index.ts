export { ModeratorPanelPage } from './ui/ModeratorPanelPage';
