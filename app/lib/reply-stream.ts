import type { ReplyEvent, ReplyResult } from "../../workers/chat/types";

/** Reads the server-sent events of a reply; `onText` gets the reply so far after every chunk. */
export async function readReplyStream(body: ReadableStream<Uint8Array>, onText: (soFar: string) => void): Promise<ReplyResult> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary: number;
    while ((boundary = buffer.indexOf("\n\n")) !== -1) {
      const frame = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      if (!frame.startsWith("data: ")) continue;
      const event = JSON.parse(frame.slice("data: ".length)) as ReplyEvent;
      if (event.type === "chunk") {
        text += event.text;
        onText(text);
      } else if (event.type === "done") {
        return event;
      } else {
        throw new Error(event.message);
      }
    }
  }
  throw new Error("The reply ended early");
}
