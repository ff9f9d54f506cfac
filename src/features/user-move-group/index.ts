export { MoveUserGroupDialog, type MoveUserGroupDialogProps } from './ui/MoveUserGroupDialog';
