// Requests sent with real `fetch` from another Node process, as a browser or a script would send them.
// Another process matters: a reset connection loses the answer only when client and server do not share
// one event loop, so an in-process fetch would hide exactly the failures these tests look for.
import { execFile } from 'node:child_process';

/** A body made in the client process, so megabytes never travel through the command line. */
export type WireBody =
  | { text: string }
  /** `before` + `fill` repeated to `bytes` + `after`: a JSON body of any size. */
  | { padded: { before: string; fill: string; bytes: number; after: string } }
  /** multipart/form-data with one file of `bytes` bytes; `streamed` sends it chunked, without a length. */
  | { form: { fields: Record<string, string>; fileBytes: number; streamed?: boolean } };

export interface WireRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: WireBody;
}

export type WireAnswer = { status: number; contentType: string; body: string } | { failed: string };

const client = `
const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
function bodyOf(body) {
  if (!body) return {};
  if ('text' in body) return { body: body.text };
  if ('padded' in body) {
    const { before, fill, bytes, after } = body.padded;
    return { body: before + fill.repeat(Math.ceil(bytes / fill.length)) + after };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body.form.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(body.form.fileBytes)], { type: 'image/jpeg' }), 'foto.jpg');
  if (!body.form.streamed) return { body: form };
  const encoded = new Response(form);
  return { body: encoded.body, duplex: 'half', headers: { 'content-type': encoded.headers.get('content-type') } };
}
(async () => {
  const answers = [];
  for (const request of input.requests) {
    const { headers: bodyHeaders, ...body } = bodyOf(request.body);
    try {
      const response = await fetch(input.base + request.path, {
        method: request.method ?? 'GET',
        headers: { ...request.headers, ...bodyHeaders },
        ...body,
      });
      answers.push({ status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() });
    } catch (error) {
      answers.push({ failed: String(error.cause ?? error) });
    }
  }
  process.stdout.write(JSON.stringify(answers));
})();
`;

/** Sends the requests one after the other from a new Node process and returns what each got back. */
export function sendFromAnotherProcess(base: string, requests: WireRequest[]): Promise<WireAnswer[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', client],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(JSON.parse(stdout) as WireAnswer[]);
      },
    );
    child.stdin?.end(JSON.stringify({ base, requests }));
  });
}
