/** Types of scripts/data-keys.mjs for the tests that run it against the Worker in process. */
export function runDataKeyCommand(
  command: "status" | "migrate" | "rotate",
  options: { url: string; token: string; fetch?: (input: string, init?: RequestInit) => Promise<Response>; log?: (line: string) => void },
): Promise<Record<string, unknown>>;
