// Development aid: folds src/web/locales/staging/<section>.<lang>.json into en.json / vi.json under
// the section's key. Idempotent; safe to run after every change of a staging file.
import fs from 'node:fs';
import path from 'node:path';

const dir = 'src/web/locales';
const staging = path.join(dir, 'staging');
for (const lang of ['en', 'vi']) {
  const file = path.join(dir, `${lang}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (fs.existsSync(staging))
    for (const name of fs.readdirSync(staging).sort()) {
      const m = /^([a-zA-Z]+)\.(en|vi)\.json$/.exec(name);
      if (m && m[2] === lang) catalogue[m[1]] = JSON.parse(fs.readFileSync(path.join(staging, name), 'utf8'));
    }
  fs.writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}
console.log('Catalogues merged.');
