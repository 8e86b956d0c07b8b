/**
 * Runs queries one after another and answers their results like Promise.all. Queries of one
 * transaction share a connection, and pg refuses (deprecates) a second query on a busy client,
 * so loaders never fire them concurrently.
 */
export async function inSequence<const T extends readonly (() => Promise<unknown>)[]>(
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
