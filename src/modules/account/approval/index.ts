/** The account's approval dialogs: "Approval Pending" (login) and "Musician Registration Approved" (app-wide). */
// Only the host: the dialogs are imported where they are used, so Blueprint's dialog code stays out of the
// first load (a re-export here would put it in the entry's chunk, see scripts/build/deepImportsPlugin.ts).
export { ApprovalDialogHost } from './ApprovalDialogHost';
