/**
 * '/admin/rapat': every meeting (title, agenda, date and time, place, organiser, participants,
 * mandatory), with the attendance, the admin's correction, the rotating QR, the minutes, Excel.
 */
import { PageHeader } from '../../components/page/page-header.tsx';
import { MeetingsManager } from './meetings-manager.tsx';

export function RapatAdminPage() {
  return (
    <>
      <PageHeader description="Rapat, undangan dan daftar hadirnya. Peserta dipilih per pegawai, unit kerja atau jabatan; ketidakhadiran pada rapat wajib dihitung potongan rapat. Perubahan dan koreksi tercatat di jejak audit." />
      <MeetingsManager mode="admin" />
    </>
  );
}
