/**
 * The document of a profile row (`file_id`): the file an upload returned is attached to the
 * row's owner inside the row's transaction, a replaced or removed one is released for the
 * cleanup (modules/files/file-attach.ts). One set of hooks for all seven lists.
 */
import type { Actor } from '../../platform/audit/audit.ts';
import type { ResourceHooks } from '../../platform/resource/resource-factory.ts';
import { attachFile, detachFile } from '../files/files.api.ts';

const FIELD = 'file_id';

/** The logged-in user saving the row: while impersonating, the user acted as (who uploaded). */
function uploaderOf(actor: Actor): number {
  const id = actor.actingAsUserId ?? actor.userId;
  if (id === null) throw new Error('a profile row is saved by a logged-in user');
  return id;
}

function ownerOf(scope: Readonly<Record<string, unknown>>): number {
  const owner = scope.user_id;
  if (typeof owner !== 'number') throw new Error('a profile resource is scoped to its owner');
  return owner;
}

const fileIdOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Hooks that keep `file_id` attached to the row's owner; `accept` narrows the file types. */
export function profileFileHooks(accept?: readonly string[]): ResourceHooks {
  return {
    async beforeCreate(input, { tx, actor, scope }) {
      const fileId = fileIdOf(input[FIELD]);
      if (fileId) {
        await attachFile(tx, fileId, {
          actorUserId: uploaderOf(actor),
          ownerUserId: ownerOf(scope),
          field: FIELD,
          accept,
        });
      }
      return input;
    },
    async beforeUpdate(input, before, { tx, actor, scope }) {
      const fileId = fileIdOf(input[FIELD]);
      const previousFileId = fileIdOf(before[FIELD]);
      if (fileId) {
        // Re-saving with the same file changes nothing; a new one replaces (and releases) it.
        await attachFile(tx, fileId, {
          actorUserId: uploaderOf(actor),
          ownerUserId: ownerOf(scope),
          field: FIELD,
          accept,
          previousFileId,
        });
      } else {
        await detachFile(tx, previousFileId);
      }
      return input;
    },
    async beforeDelete(before, { tx }) {
      await detachFile(tx, fileIdOf(before[FIELD]));
    },
  };
}
