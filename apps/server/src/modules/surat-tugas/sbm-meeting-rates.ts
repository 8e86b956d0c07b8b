/**
 * Uang saku for meeting packages outside the office (paket kegiatan rapat di luar kantor), per
 * person per day. The seven SBM masters hold no table for it, so the amounts live here, keyed by
 * budget year; docs/surat-tugas.md 'Biaya perjalanan dinas (SBM)' names the sources.
 *
 * SBM 2025 (PMK 39/2024) dropped the halfday uang saku, SBM 2026 (PMK 32/2025) the fullday one;
 * only fullboard (the participants stay the night) keeps Rp130,000 a day (DJA's briefing of
 * 2 June 2025 as reported by kontan, suara.com, kaltenglima; confidence: likely).
 */
export interface MeetingRates {
  fullboard: number;
  fullday: number;
  halfday: number;
  source: string;
}

export const SBM_MEETING_RATES: Readonly<Record<number, MeetingRates>> = {
  2026: {
    fullboard: 130_000,
    fullday: 0,
    halfday: 0,
    source: 'PMK 32 Tahun 2025 (SBM TA 2026), penjelasan DJA 2 Juni 2025',
  },
};
