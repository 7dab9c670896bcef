// Writes a Brotli (.br) and a gzip (.gz) copy beside each built text asset, so the server sends compressed
// files without compressing on every request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const directory = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function filesOf(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });
}

let count = 0;
for (const file of filesOf(directory)) {
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${directory}`);
