// The structured data of a web page, read with htmlparser2 (streaming, forgiving of broken HTML): every
// <script type="application/ld+json"> block, and schema.org microdata (itemscope / itemprop) turned into the
// same shape as JSON-LD, so one reader (src/shared/domain/recipe-json-ld.ts) takes both.
import { Parser } from 'htmlparser2';

type Item = Record<string, unknown>;

export interface PageData {
  jsonLd: unknown[];
  microdata: Item[];
}

/** Where an itemprop's value is, by element (the microdata specification), before the element's text. */
const valueAttribute: Record<string, string> = {
  meta: 'content',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  track: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  object: 'data',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};

interface Frame {
  /** The item this element opens (itemscope), or null. */
  item: Item | null;
  /** The property names this element gives a value to, or null. */
  props: string[] | null;
  /** The value read from an attribute, or null when the value is the element's text. */
  attributeValue: string | null;
  text: string[] | null;
}

const maxFrames = 2000;
const maxItems = 5000;

/** JSON of a script block, forgiving the HTML comment and CDATA wrappers some sites still put around it. */
function parseJsonBlock(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

function addValue(item: Item, name: string, value: unknown) {
  const current = item[name];
  if (current === undefined) item[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else item[name] = [current, value];
}

/** The JSON-LD blocks and the top-level microdata items of an HTML page. */
export function readPageData(html: string): PageData {
  const jsonLd: unknown[] = [];
  const microdata: Item[] = [];
  const stack: Frame[] = [];
  let script: string[] | null = null;
  let items = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') {
          script = /^\s*application\/ld\+json\s*(;.*)?$/i.test(attributes.type ?? '') ? [] : null;
        }
        const scoped = 'itemscope' in attributes && items < maxItems;
        const props = attributes.itemprop?.trim() ? attributes.itemprop.trim().split(/\s+/) : null;
        let item: Item | null = null;
        if (scoped) {
          items += 1;
          item = {};
          const types = (attributes.itemtype ?? '').trim().split(/\s+/).filter(Boolean);
          if (types.length) item['@type'] = types.map((type) => type.replace(/\/+$/, '').split('/').pop());
        }
        const attributeName = valueAttribute[name];
        // A `content` attribute on any element is how many sites give a machine value beside the shown text.
        const attributeValue = props && !scoped ? (attributes.content ?? (attributeName ? attributes[attributeName] : undefined) ?? null) : null;
        if (stack.length >= maxFrames) return void stack.push({ item: null, props: null, attributeValue: null, text: null });
        stack.push({ item, props, attributeValue, text: props && !scoped && attributeValue === null ? [] : null });
      },
      ontext(data) {
        if (script) script.push(data);
        for (const frame of stack) frame.text?.push(data);
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          const parsed = parseJsonBlock(script.join(''));
          if (parsed !== undefined) jsonLd.push(parsed);
          script = null;
        }
        const frame = stack.pop();
        if (!frame) return;
        const owner = [...stack].reverse().find((f) => f.item)?.item;
        const value = frame.item ?? frame.attributeValue ?? frame.text?.join('').replace(/\s+/g, ' ').trim() ?? '';
        if (frame.props && owner) for (const prop of frame.props) addValue(owner, prop, value);
        else if (frame.item) microdata.push(frame.item);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { jsonLd, microdata };
}
