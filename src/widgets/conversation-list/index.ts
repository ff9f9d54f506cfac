export { ConversationList, type ConversationListProps } from './ui/ConversationList';
