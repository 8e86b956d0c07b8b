/**
 * Demo profile histories (docs/demo-data.md): schooling, earlier jobs, family, written through
 * the same list resources as the profile screen. Supporting documents are left out: each needs
 * an uploaded file.
 */
import type { DbOrTx } from '../../db/client.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import {
  childResource,
  educationResource,
  jobResource,
  marriageResource,
  parentResource,
  spouseResource,
} from './profile.resource.ts';

export interface DemoProfilePerson {
  id: number;
  name: string;
  gender: string | null;
  birthDate: string | null;
  married: boolean;
}

const CAMPUSES = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'Universitas Airlangga',
  'Universitas Hasanuddin',
  'Sekolah Tinggi Penerbangan Indonesia',
];
const MAJORS = [
  'Manajemen',
  'Teknik Penerbangan',
  'Akuntansi',
  'Ilmu Administrasi Negara',
  'Teknik Informatika',
  'Hukum',
];
const SPOUSES = {
  L: ['Siti Aminah', 'Nur Hidayah', 'Rahmawati', 'Dian Puspita'],
  P: ['Agus Salim', 'Bambang Irawan', 'Andri Wijaya', 'Rahmat Hidayat'],
};
const CHILDREN = ['Aditya', 'Nabila', 'Raka', 'Kirana', 'Fadhil', 'Alya'];

const plusYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

export async function seedDemoProfiles(
  tx: DbOrTx,
  people: readonly DemoProfilePerson[],
): Promise<void> {
  for (const [i, person] of people.entries()) {
    const born = person.birthDate ?? '1985-01-01';
    const owner = { owner: { user_id: person.id } };
    const family = person.name.split(' ').at(-1) ?? 'Santoso';
    await createThroughResource(
      tx,
      educationResource,
      [
        {
          level: 'SMA',
          institution: `SMA Negeri ${1 + (i % 8)} ${['Jakarta', 'Bandung', 'Surabaya', 'Medan'][i % 4]}`,
          major: 'IPA',
          graduation_year: Number(born.slice(0, 4)) + 18,
        },
        {
          level: i % 3 === 0 ? 'D4' : 'S1',
          institution: CAMPUSES[i % CAMPUSES.length],
          major: MAJORS[i % MAJORS.length],
          graduation_year: Number(born.slice(0, 4)) + 22,
          certificate_number: `${1000 + i}/UN/${Number(born.slice(0, 4)) + 22}`,
        },
        ...(i % 4 === 1
          ? [
              {
                level: 'S2',
                institution: CAMPUSES[(i + 2) % CAMPUSES.length],
                major: MAJORS[(i + 1) % MAJORS.length],
                graduation_year: Number(born.slice(0, 4)) + 28,
              },
            ]
          : []),
      ],
      owner,
    );
    await createThroughResource(
      tx,
      jobResource,
      [
        {
          position_name: 'Staf Administrasi',
          organisation: ['PT Angkasa Pura', 'PT Garuda Indonesia', 'Dinas Perhubungan'][i % 3],
          start_date: plusYears(born, 22),
          end_date: plusYears(born, 24),
        },
      ],
      owner,
    );
    await createThroughResource(
      tx,
      parentResource,
      [
        {
          name: `${['Sutrisno', 'Slamet', 'Darmawan', 'Suharto'][i % 4]} ${family}`,
          relation: 'ayah',
          occupation: 'Pensiunan PNS',
          is_alive: i % 3 !== 0,
        },
        {
          name: ['Sumiati', 'Kartini', 'Suryani', 'Mulyani'][i % 4],
          relation: 'ibu',
          occupation: 'Ibu rumah tangga',
          is_alive: true,
        },
      ],
      owner,
    );
    if (!person.married) continue;
    const spouse = SPOUSES[person.gender === 'P' ? 'P' : 'L'][i % 4] as string;
    const wedding = plusYears(born, 27);
    await createThroughResource(
      tx,
      marriageResource,
      [
        {
          spouse_name: spouse,
          marriage_date: wedding,
          certificate_number: `${200 + i}/KUA/${wedding.slice(0, 4)}`,
          status: 'menikah',
        },
      ],
      owner,
    );
    await createThroughResource(
      tx,
      spouseResource,
      [
        {
          name: spouse,
          birth_date: plusYears(born, 1),
          occupation: i % 2 === 0 ? 'Wiraswasta' : 'Guru',
          receives_allowance: true,
        },
      ],
      owner,
    );
    await createThroughResource(
      tx,
      childResource,
      [
        {
          name: `${CHILDREN[i % CHILDREN.length]} ${family}`,
          gender: i % 2 === 0 ? 'L' : 'P',
          birth_date: plusYears(wedding, 2),
          relation: 'kandung',
          education: 'SD',
          receives_allowance: true,
        },
      ],
      owner,
    );
  }
}
