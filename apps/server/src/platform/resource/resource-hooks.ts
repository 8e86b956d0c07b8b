/** Hooks several masters share; a master's own rules stay in its .resource.ts file. */
import { AppError } from '../../http/app-error.ts';
import type { ResourceHooks } from './resource-factory.ts';

/**
 * Codes other modules look up by name (attendance rules read 'TK', payroll reads 'K/1') may be
 * renamed or switched off, but not re-coded or deleted, or those lookups would silently miss.
 */
export function protectBuiltInCodes(codes: ReadonlySet<string>, label: string): ResourceHooks {
  return {
    beforeUpdate(input, before) {
      const code = String(before.code);
      if (codes.has(code) && input.code !== code) {
        throw AppError.validation({
          code: [`Kode ${code} dipakai oleh sistem dan tidak dapat diubah`],
        });
      }
      return input;
    },
    beforeDelete(before) {
      const code = String(before.code);
      if (codes.has(code)) {
        throw AppError.conflict(
          `${label} ${code} dipakai oleh sistem dan tidak dapat dihapus. Nonaktifkan bila tidak dipakai.`,
        );
      }
    },
  };
}
