// `npm run docs:routes`: writes docs/legacy-routes.md from the route catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { legacyRoutesMarkdown } from '../packages/shared/src/route-catalogue';

const file = path.resolve(import.meta.dirname, '../docs/legacy-routes.md');
fs.writeFileSync(file, legacyRoutesMarkdown());
console.log(`wrote ${file}`);
