// The HTML of a recipe's public page (GET /r/:id): a whole document written on the server, readable with no
// JavaScript, with the Open Graph and Twitter card tags link previews read and the recipe's schema.org
// JSON-LD. Every text of the recipe goes through `html()` (escaped), the JSON-LD through `jsonForScript()`.
// Its look is the app's (colours of src/client/styles.css, the build's Fredoka and Nunito when present),
// in one <style> block of its own: the CSP allows inline styles, never inline scripts.
import { escapeUTF8 } from 'entities';
import type { Recipe } from '#shared/contract/recipes.ts';
import { difficultyLabels, stepTypeLabels, type Difficulty, type StepType } from '#shared/domain/catalog.ts';
import { formatRating } from '#shared/domain/ratings.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';

const t = es.publicRecipe;

/** Text or attribute value made safe for HTML: & < > " ' escaped. */
const html = (text: string | number): string => escapeUTF8(String(text));

/** JSON inside <script type="application/ld+json">: no «<» (so no «</script>»), no «>», no «&». */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The build's own font files (hashed names), found once at start; null without a client build. */
export interface PageFonts {
  display500: string | null;
  display700: string | null;
  body: string | null;
}

function fontFaces(fonts: PageFonts): string {
  const face = (family: string, url: string | null, weight: string) =>
    url ? `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2')}` : '';
  return face('Fredoka', fonts.display500, '500') + face('Fredoka', fonts.display700, '700') + face('Nunito Variable', fonts.body, '200 1000');
}

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100dvh;background:#fff8ef;color:#3b2416;font-family:'Nunito Variable',system-ui,-apple-system,'Segoe UI',sans-serif;font-size:1.0625rem;line-height:1.55;overflow-wrap:break-word;-webkit-font-smoothing:antialiased}
h1,h2,.brand{font-family:'Fredoka','Nunito Variable',system-ui,sans-serif;line-height:1.15}
a{color:#c2410c}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.bar{background:#fff;border-bottom:4px solid #f59e0b}
.bar-in{max-width:52rem;margin:0 auto;padding:.5rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:.75rem}
.brand{display:flex;align-items:center;gap:.6rem;min-height:48px;color:#3b2416;text-decoration:none;font-size:1.6rem;font-weight:700}
.brand img{border-radius:.75rem}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.6rem 1.25rem;border-radius:999px;background:#c2410c;color:#fff;font-weight:800;text-decoration:none;text-align:center;box-shadow:0 4px 0 0 rgb(124 45 18 / .25)}
.btn:hover{background:#9a3412}
.btn-small{min-height:44px;padding:.4rem 1rem;font-size:.95rem}
main{max-width:52rem;margin:0 auto}
article{background:#fff8ef;overflow:hidden}
.photo{display:block;width:100%;aspect-ratio:16/9;max-height:26rem;object-fit:cover;background:#fdebd3}
.content{padding:1.25rem 1rem 2rem;display:flex;flex-direction:column;gap:1.5rem}
h1{margin:0;font-size:2rem;font-weight:700}
.by{margin:.35rem 0 0;font-weight:700;color:#6b4a36}
.desc{margin:.75rem 0 0;font-size:1.125rem}
.rating{margin:.6rem 0 0;font-weight:700;color:#6b4a36}
.rating span{color:#b45309}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem;margin:0}
.facts div{background:#fff;border-radius:1rem;padding:.65rem .8rem;box-shadow:0 1px 3px rgb(59 36 22 / .12)}
.facts dt{font-size:.75rem;font-weight:800;text-transform:uppercase;letter-spacing:.05em;color:#6b4a36}
.facts dd{margin:.15rem 0 0;font-family:'Fredoka','Nunito Variable',system-ui,sans-serif;font-size:1.15rem;font-weight:500}
h2{margin:0 0 .75rem;font-size:1.6rem;font-weight:700}
ul.ingredients,ol.steps{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
ul.ingredients{grid-template-columns:repeat(2,minmax(0,1fr))}
.ingredients li{background:#fff;border-radius:1rem;padding:.6rem .8rem;overflow-wrap:anywhere;box-shadow:0 1px 3px rgb(59 36 22 / .12)}
.ingredients .q{display:block;font-size:.95rem;color:#6b4a36}
.ingredients .n{font-weight:700}
.steps li{display:flex;gap:.75rem;background:#fff;border-radius:1rem;padding:.9rem;box-shadow:0 1px 3px rgb(59 36 22 / .12)}
.num{flex:none;display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:999px;background:#c2410c;color:#fff;font-family:'Fredoka','Nunito Variable',system-ui,sans-serif;font-weight:700;font-size:1.1rem}
.steps p{margin:0}
.steps .type{font-size:.85rem;font-weight:800;text-transform:uppercase;letter-spacing:.05em;color:#c2410c}
.steps .text{white-space:pre-line;margin-top:.2rem}
.steps .time{display:inline-block;margin-top:.5rem;border-radius:999px;background:#fdebd3;padding:.15rem .7rem;font-size:.9rem;font-weight:700}
.cta{background:#fdebd3;border:3px solid #f59e0b;border-radius:1.75rem;padding:1.25rem;display:flex;flex-direction:column;gap:.75rem;align-items:flex-start}
.cta h2{margin:0;font-size:1.45rem}
.cta p{margin:0}
.cta .more{color:#9a3412;font-weight:700;min-height:44px;display:inline-flex;align-items:center}
footer{text-align:center;color:#6b4a36;font-weight:700;padding:1.5rem 1rem 2.5rem}
.missing{padding:3rem 1.25rem;display:flex;flex-direction:column;gap:1rem;align-items:flex-start}
@media (min-width:640px){
  main{padding:1.5rem 1rem 0}
  article{border:4px solid #f59e0b;border-radius:1.75rem;box-shadow:0 6px 0 0 rgb(124 45 18 / .18),0 12px 24px -8px rgb(124 45 18 / .25)}
  .content{padding:1.75rem 2rem 2.25rem}
  h1{font-size:2.6rem}
  .facts{grid-template-columns:repeat(5,minmax(0,1fr))}
  .missing{padding:4rem 2rem}
}
`.replace(/\n\s*/g, '');

/** The document around a page's body: head tags given, the bar, the footer. */
function documentOf({ head, body, fonts, barLink }: { head: string; body: string; fonts: PageFonts; barLink: string }): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#f97316">
<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
${head}
<style>${fontFaces(fonts)}${styles}</style>
</head>
<body>
<header class="bar"><div class="bar-in"><a class="brand" href="/" aria-label="${html(t.home)}"><img src="/icons/icon-192.png" alt="" width="40" height="40">${html(es.app.name)}</a>${barLink}</div></header>
${body}
<footer>${html(t.footer)}</footer>
</body>
</html>
`;
}

export interface RecipePageInput {
  recipe: Recipe;
  /** The recipe's schema.org JSON-LD, as the export writes it. */
  jsonLd: unknown;
  publicUrl: string;
  signedIn: boolean;
  fonts: PageFonts;
}

/** Where a signed-in cook opens the recipe in the app: the book with its detail open (recipes-page.tsx's ?receta=). */
export const appRecipePath = (id: string) => `/recipes?receta=${encodeURIComponent(id)}`;
export const joinPath = '/login';

/** The meta description: the recipe's own (the editor requires one) on one line, cut at a word near 200 characters. */
export function previewDescription(recipe: Pick<Recipe, 'description'>): string {
  const text = recipe.description.replace(/\s+/g, ' ').trim();
  if (text.length <= 200) return text;
  const cut = text.slice(0, 199);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 120 ? cut.lastIndexOf(' ') : 199)}…`;
}

/** The head's preview tags: Open Graph, Twitter card, canonical link. */
function previewTags({ recipe, publicUrl }: RecipePageInput): string {
  const url = `${publicUrl}/r/${recipe.id}`;
  const description = previewDescription(recipe);
  const photo = recipe.imageUrl ? new URL(recipe.imageUrl, `${publicUrl}/`).toString() : null;
  // Without a photo, the app's icon (512 × 512, its size known) stands for the recipe.
  const image = photo ?? `${publicUrl}/icons/icon-512.png`;
  const imageAlt = fill(t.imageAlt, { name: recipe.name });
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${html(value)}">`;
  return [
    `<title>${html(fill(t.pageTitle, { name: recipe.name }))}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${html(url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', es.app.name),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:title', recipe.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(photo ? [] : [meta('property', 'og:image:width', 512), meta('property', 'og:image:height', 512)]),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'article:author', recipe.author),
    meta('property', 'article:published_time', recipe.createdAt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', recipe.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ].join('\n');
}

function callToAction(recipe: Recipe, signedIn: boolean, headingId: string): string {
  if (signedIn) {
    return `<section class="cta" aria-labelledby="${headingId}"><h2 id="${headingId}">${html(t.signedIn.title)}</h2><p>${html(t.signedIn.text)}</p><a class="btn" href="${html(appRecipePath(recipe.id))}">${html(t.signedIn.action)}</a></section>`;
  }
  return `<section class="cta" aria-labelledby="${headingId}"><h2 id="${headingId}">${html(t.join.title)}</h2><p>${html(t.join.text)}</p><a class="btn" href="${joinPath}">${html(t.join.action)}</a><a class="more" href="${joinPath}">${html(t.join.signIn)}</a></section>`;
}

/** The whole public page of a recipe. */
export function recipePage(input: RecipePageInput): string {
  const { recipe, signedIn, fonts } = input;
  const facts = [
    [t.time, recipe.totalTime],
    [t.servings, String(recipe.servings)],
    [t.difficulty, difficultyLabels[recipe.difficulty as Difficulty] ?? recipe.difficulty],
    [t.nationality, recipe.nationality],
    [t.mealType, recipe.mealType],
  ].filter(([, value]) => value);
  const rating =
    recipe.ratingCount > 0
      ? `<p class="rating"><span aria-hidden="true">★</span> ${html(fill(recipe.ratingCount === 1 ? t.ratingOne : t.rating, { average: formatRating(recipe.averageRating), count: recipe.ratingCount }))}</p>`
      : '';
  const photo = recipe.imageUrl
    ? `<img class="photo" src="${html(recipe.imageUrl)}" alt="${html(fill(t.imageAlt, { name: recipe.name }))}">`
    : '';
  const ingredients = recipe.ingredients
    .map(({ quantity, name }) => `<li><span class="n">${html(name)}</span>${quantity ? `<span class="q">${html(quantity)}</span>` : ''}</li>`)
    .join('');
  const steps = recipe.steps
    .map((step, index) => {
      const type = stepTypeLabels[step.type as StepType] ?? step.type;
      const time = step.time ? `<p class="time">${html(fill(t.stepTime, { time: step.time }))}</p>` : '';
      return `<li><span class="num" aria-hidden="true">${index + 1}</span><div><p class="type"><span class="sr-only">${html(fill(t.step, { n: index + 1 }))}: </span>${html(type)}</p><p class="text">${html(step.instruction)}</p>${time}</div></li>`;
    })
    .join('');
  const barLink = signedIn
    ? `<a class="btn btn-small" href="${html(appRecipePath(recipe.id))}">${html(t.signedIn.action)}</a>`
    : `<a class="btn btn-small" href="${joinPath}">${html(t.join.action)}</a>`;
  const body = `<main>
<article>
${photo}
<div class="content">
<div><h1>${html(recipe.name)}</h1><p class="by">${html(fill(t.by, { author: recipe.author }))}</p>${recipe.description ? `<p class="desc">${html(recipe.description)}</p>` : ''}${rating}</div>
<dl class="facts">${facts.map(([label, value]) => `<div><dt>${html(label!)}</dt><dd>${html(value!)}</dd></div>`).join('')}</dl>
<section aria-labelledby="ingredientes"><h2 id="ingredientes">${html(t.ingredients)}</h2><ul class="ingredients">${ingredients}</ul></section>
<section aria-labelledby="pasos"><h2 id="pasos">${html(t.steps)}</h2><ol class="steps">${steps}</ol></section>
${callToAction(recipe, signedIn, 'unete')}
</div>
</article>
</main>`;
  const head = `${previewTags(input)}\n<script type="application/ld+json">${jsonForScript(input.jsonLd)}</script>`;
  return documentOf({ head, body, fonts, barLink });
}

/** The page for an id that names no recipe anyone may see: Spanish, with a way into the app. */
export function missingRecipePage(fonts: PageFonts): string {
  const head = `<title>${html(t.notFound.title)}</title>\n<meta name="robots" content="noindex">`;
  const body = `<main><div class="missing"><h1>${html(t.notFound.heading)}</h1><p>${html(t.notFound.text)}</p><a class="btn" href="/">${html(t.notFound.action)}</a></div></main>`;
  return documentOf({ head, body, fonts, barLink: `<a class="btn btn-small" href="${joinPath}">${html(t.join.action)}</a>` });
}
