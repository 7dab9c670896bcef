import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileNamePattern = /^[0-9a-f-]{36}\.(png|jpg)$/i;

/**
 * Proof images on disk: `<root>/<withdrawal id>/<proof id>.<png|jpg>`. Names are made here from ids, never
 * from what the client sent, so no path the client chooses is ever opened.
 */
export function createProofStore(root: string) {
  function folderOf(withdrawalId: string) {
    if (!uuidPattern.test(withdrawalId)) throw new Error('not a withdrawal id');
    return path.join(root, withdrawalId);
  }

  function pathOf(withdrawalId: string, fileName: string) {
    if (!fileNamePattern.test(fileName)) throw new Error('not a proof file name');
    return path.join(folderOf(withdrawalId), fileName);
  }

  return {
    async save(withdrawalId: string, proofId: string, extension: 'png' | 'jpg', bytes: Buffer): Promise<string> {
      const fileName = `${proofId}.${extension}`;
      await mkdir(folderOf(withdrawalId), { recursive: true, mode: 0o750 });
      await writeFile(pathOf(withdrawalId, fileName), bytes, { flag: 'wx', mode: 0o640 });
      return fileName;
    },
    async read(withdrawalId: string, fileName: string): Promise<Buffer> {
      return readFile(pathOf(withdrawalId, fileName));
    },
    async remove(withdrawalId: string, fileNames: string[]): Promise<void> {
      await Promise.all(fileNames.map((fileName) => rm(pathOf(withdrawalId, fileName), { force: true })));
    },
  };
}

export type ProofStore = ReturnType<typeof createProofStore>;
