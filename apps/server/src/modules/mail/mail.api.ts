/** The mail module's public face: the only file other modules may import. */
export { deliverMail, deliverPendingMail, enqueueMail } from './outbox.service.ts';
