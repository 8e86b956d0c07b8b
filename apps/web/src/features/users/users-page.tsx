import { createResourcePage } from '../../platform/resource-screen/resource-screen.api.ts';
import { staffRegisterScreen } from './staff-register-screen.ts';

/**
 * '/admin/master/user' ('Data Pegawai'): the generic resource screen configured for the staff
 * register, with each person's account actions (docs/organisation.md).
 */
export const UsersPage = createResourcePage(staffRegisterScreen, '/admin/master/user');
