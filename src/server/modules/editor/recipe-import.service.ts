// Importing a recipe from a link into the editor's draft, and a recipe's schema.org export. The import
// fetches the page under the outgoing-request rules (http/safe-fetch.ts), reads its schema.org Recipe
// (JSON-LD, else microdata) with the shared reader, and stores the page's picture as an upload of the cook
// (quota, re-encoding and the unused-upload sweep as for any upload); nothing else is written: the cook
// reviews the draft and saves it with the editor.
import type { RecipeImportResult } from '#shared/contract/recipe-import.ts';
import { findRecipeNode, importLimits, readRecipeJsonLdText, readRecipeNode, type ImportReading } from '#shared/domain/recipe-json-ld.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { FetchRefused, safeFetch, type FetchProblem, type SafeFetchOptions } from '../../http/safe-fetch.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storeUpload } from '../../storage/uploads.service.ts';
import { recipeJsonLd } from '../recipes/recipe-json-ld.ts';
import { findRecipe } from '../recipes/recipes.repository.ts';

const t = es.recipeImport.errors;

/** The issue's limits for a page: 5 s, 2 MB, 3 redirects. */
export const pageLimits = { timeoutMs: 5000, maxBytes: importLimits.documentBytes, maxRedirects: 3 } as const;

const refusals: Record<FetchProblem, [number, string, string]> = {
  'bad-url': [400, 'IMPORT_BAD_URL', t.badUrl],
  'private-address': [400, 'IMPORT_PRIVATE_ADDRESS', t.privateAddress],
  unreachable: [502, 'IMPORT_UNREACHABLE', t.unreachable],
  'http-status': [502, 'IMPORT_HTTP_STATUS', t.httpStatus],
  timeout: [504, 'IMPORT_TIMEOUT', t.timeout],
  'too-large': [413, 'IMPORT_TOO_LARGE', t.tooLarge],
  'too-many-redirects': [502, 'IMPORT_TOO_MANY_REDIRECTS', t.tooManyRedirects],
};

function refusalError(refused: FetchRefused): ApiError {
  const [status, code, message] = refusals[refused.problem];
  return new ApiError(status, code, fill(message, { status: String(refused.status ?? '') }));
}

/** The text of a fetched body: its declared charset (header or <meta>), UTF-8 otherwise. */
function bodyText(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The Recipe of a page: its JSON-LD first (every block together), its microdata when there is none. */
async function readPage(text: string, contentType: string): Promise<ImportReading | null> {
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text)) {
    // Read as a pasted JSON-LD is; not JSON after all, or no Recipe in it: read it as a page.
    const read = readRecipeJsonLdText(text);
    if ('reading' in read) return read.reading;
  }
  // The HTML parser loads at the first import, not at every start.
  const { readPageData } = await import('./recipe-page.ts');
  const { jsonLd, microdata } = readPageData(text);
  const node = findRecipeNode(jsonLd) ?? findRecipeNode(microdata);
  return node ? readRecipeNode(node) : null;
}

export interface ImportDeps {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
}

/** The page's picture stored as the cook's upload, or null when it cannot be fetched or is no image. */
async function importImage({ config, db, storage }: ImportDeps, ownerId: string, source: string, page: URL, name: string): Promise<string | null> {
  try {
    const image = await safeFetch(new URL(source, page).toString(), {
      allowLoopback: config.importAllowLoopback,
      maxBytes: config.uploadLimitBytes,
      timeoutMs: pageLimits.timeoutMs,
      maxRedirects: pageLimits.maxRedirects,
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
    });
    const limits = { count: config.uploadDailyCount, bytes: config.uploadDailyBytes };
    const stored = await storeUpload({ db, storage, limits }, { ownerId, purpose: 'recipe', name: name || 'receta', body: image.body });
    return stored.url;
  } catch {
    return null;
  }
}

/** POST /api/recipes/import: the draft of the recipe at `url`; throws a Spanish ApiError when there is none. */
export async function importRecipeFromLink(deps: ImportDeps, ownerId: string, url: string): Promise<RecipeImportResult> {
  const options: SafeFetchOptions = {
    allowLoopback: deps.config.importAllowLoopback,
    maxBytes: pageLimits.maxBytes,
    timeoutMs: pageLimits.timeoutMs,
    maxRedirects: pageLimits.maxRedirects,
    accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.9,*/*;q=0.1',
  };
  let page;
  try {
    page = await safeFetch(url, options);
  } catch (error) {
    if (error instanceof FetchRefused) throw refusalError(error);
    throw error;
  }
  const reading = await readPage(bodyText(page.body, page.contentType), page.contentType);
  if (!reading || (!reading.recipe.name && !reading.recipe.ingredients.length && !reading.recipe.steps.length))
    throw new ApiError(422, 'IMPORT_NO_RECIPE', t.noRecipe);
  const { image, ...recipe } = reading.recipe;
  const imageUrl = image ? await importImage(deps, ownerId, image, page.url, recipe.name) : null;
  return { recipe: { ...recipe, imageUrl }, notes: { ...reading.notes, imageMissed: Boolean(image) && !imageUrl } };
}

/** GET /api/recipes/:id/export: the recipe as schema.org Recipe JSON-LD, its pictures as absolute URLs. */
export async function exportRecipe({ config, db }: Pick<ImportDeps, 'config' | 'db'>, id: string, viewerId: string | null) {
  const recipe = await findRecipe(db, id, viewerId);
  if (!recipe) throw notFound(es.recipes.errors.notFound);
  return recipeJsonLd(config.publicUrl, recipe);
}
