import yauzl from 'yauzl';

/** Every entry of a zip (name → content), read with yauzl (a separate library from the writer's). */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('zip vazio'));
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('entrada ilegível'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
