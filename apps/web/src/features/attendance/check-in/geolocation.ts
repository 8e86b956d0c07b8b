/**
 * The browser's position for a punch. The server decides inside or outside; this only asks
 * the browser, and turns its failures into sentences a person can act on.
 */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export class GeolocationError extends Error {}

const MESSAGES: Record<number, string> = {
  1: 'Izin lokasi ditolak. Izinkan akses lokasi untuk situs ini di pengaturan browser, lalu coba lagi.',
  2: 'Lokasi tidak tersedia. Pastikan GPS atau layanan lokasi perangkat aktif, lalu coba lagi.',
  3: 'Lokasi tidak didapat dalam 20 detik. Coba lagi di tempat dengan sinyal lebih baik.',
};

export function currentPosition(timeoutMs = 20_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new GeolocationError('Browser ini tidak mendukung lokasi (geolocation).'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
        }),
      (e) => reject(new GeolocationError(MESSAGES[e.code] ?? 'Lokasi tidak dapat dibaca.')),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
