/** The account's approval dialogs: "Approval Pending" (login) and "Musician Registration Approved" (app-wide). */
// The account screens' styles: CSS must load with the entry (a lazy chunk's CSS never loads, see
// scripts/build/report.ts), and this module is imported by App.tsx, so the lazy login page's styles come here too.
import './approval.css';
import '../login/login.css';

// Only the host: the dialogs are imported where they are used, so Blueprint's dialog code stays out of the
// first load (a re-export here would put it in the entry's chunk, see scripts/build/deepImportsPlugin.ts).
export { ApprovalDialogHost, MUSICIAN_REGISTRATION_PATH, type ApprovalDialogHostProps } from './ApprovalDialogHost';
