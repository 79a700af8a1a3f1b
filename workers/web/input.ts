import { json } from "@remix-run/cloudflare";

/** What a page's form may send; larger bodies (a profile image) name their own limit. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: 400 | 413, error: string): Response {
  return json({ error }, { status });
}

/**
 * Reads a request body of at most `maxBytes`, whether or not it declares its length; past the limit the action
 * answers 413 without reading further.
 */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => refuse(413, "The request body is too large.");
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The reading side of every page action: a form answer within its size limit, else a thrown 400 or 413 response,
 * never a 500. Actions that take JSON (the chat's send, the help popup, an assessment) read it the same way.
 */
export function webInput(request: Request) {
  return {
    async form(maxBytes = FORM_BODY_LIMIT_BYTES): Promise<FormData> {
      const type = request.headers.get("Content-Type") ?? "";
      if (!FORM_TYPES.some((formType) => type.startsWith(formType))) throw refuse(400, "This page expects a form submission.");
      const body = await readLimited(request, maxBytes);
      try {
        return await new Request(request.url, { method: "POST", headers: { "Content-Type": type }, body }).formData();
      } catch {
        throw refuse(400, "The form submission could not be read.");
      }
    },
    async json(maxBytes = FORM_BODY_LIMIT_BYTES): Promise<unknown> {
      const body = await readLimited(request, maxBytes);
      try {
        return JSON.parse(new TextDecoder().decode(body));
      } catch {
        throw refuse(400, "The request body must be valid JSON.");
      }
    },
  };
}
