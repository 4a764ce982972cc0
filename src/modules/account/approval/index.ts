/** The account's approval dialogs: "Approval Pending" (login) and "Musician Registration Approved" (app-wide). */
// The account screens' styles: CSS must load with the entry (a lazy chunk's CSS never loads, see
// scripts/build/report.ts), and this module is imported by App.tsx, so the lazy login page's styles come here too.
import './approval.css';
import '../login/login.css';

export { ApprovalDialogHost, MUSICIAN_REGISTRATION_PATH, type ApprovalDialogHostProps } from './ApprovalDialogHost';
export { ApprovalPendingDialog, type ApprovalPendingDialogProps } from './ApprovalPendingDialog';
export { MusicianApprovedDialog, type MusicianApprovedDialogProps } from './MusicianApprovedDialog';
