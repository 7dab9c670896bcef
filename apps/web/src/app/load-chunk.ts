/** Spec §9: a script or style chunk that has not arrived after 120 seconds counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export type ChunkLoadFailure = 'error' | 'timeout';

/** A lazy screen that failed to load; carries the kind of failure and the address of the failed request (spec §8). */
export class ChunkLoadError extends Error {
  readonly type: ChunkLoadFailure;
  readonly request: string | undefined;

  constructor(type: ChunkLoadFailure, request: string | undefined, options?: ErrorOptions) {
    super(`chunk load ${type}${request ? `: ${request}` : ''}`, options);
    this.name = 'ChunkLoadError';
    this.type = type;
    this.request = request;
  }
}

function failedRequest(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.(?:js|css)\b)/.exec(message)?.[1];
}

/** Runs a dynamic import with the spec's time limit, turning any failure into a ChunkLoadError. */
export async function loadChunk<Module>(load: () => Promise<Module>, timeoutMs = chunkLoadTimeoutMs): Promise<Module> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', undefined)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError('error', failedRequest(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
