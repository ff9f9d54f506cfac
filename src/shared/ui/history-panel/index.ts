export { HistoryPanel, type HistoryPanelProps } from './HistoryPanel';
