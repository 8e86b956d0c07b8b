/** The apel-senam feature's public face: what other features may use. */
export { QrScannerModal } from './qr-scanner.tsx';
