export { AccountPage } from './account-page';
export { UndoEmailChangePage } from './undo-email-change-page';
