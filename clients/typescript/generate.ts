import { writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { servedOpenApiDocument } from './openapi-source.ts';

/**
 * Regenerates the typed client's inputs: `openapi.json` (the document the server serves) and `schema.d.ts`
 * (its TypeScript types). Run with `npm run client:generate`; never edit either file by hand.
 */
async function generate(): Promise<void> {
  const document = await servedOpenApiDocument();
  const text = `${JSON.stringify(document, null, 2)}\n`;
  await writeFile(new URL('openapi.json', import.meta.url), text);
  const types = astToString(await openapiTS(text));
  await writeFile(new URL('schema.d.ts', import.meta.url), `// Generated from openapi.json by generate.ts (npm run client:generate). Do not edit.\n\n${types}`);
}

await generate();
