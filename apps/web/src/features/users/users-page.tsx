import { createMasterPage } from '../masters/master-page.tsx';
import { staffRegisterScreen } from './staff-register-screen.ts';

/**
 * '/admin/master/user' ('Data Pegawai'): the generic master screen configured for the staff
 * register, with each person's account actions (docs/organisation.md).
 */
export const UsersPage = createMasterPage(staffRegisterScreen, '/admin/master/user');
