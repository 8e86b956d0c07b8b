/** Indonesian names for the date pickers' controls (screen readers and the browser tests). */
export const DATE_ARIA = {
  nextMonth: 'Bulan berikutnya',
  previousMonth: 'Bulan sebelumnya',
  nextYear: 'Tahun berikutnya',
  previousYear: 'Tahun sebelumnya',
  nextDecade: 'Dekade berikutnya',
  previousDecade: 'Dekade sebelumnya',
  monthLevelControl: 'Pilih bulan',
  yearLevelControl: 'Pilih tahun',
};
