import { spawn, type ChildProcess } from "node:child_process";
import type { TestProject } from "vitest/node";

/** Starts a fake server script and resolves with its port once it prints "listening on <port>". */
function startFake(script: string, name: string): Promise<{ process: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve({ process: child, port: Number(match[1]) });
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The fake ${name} server exited early with code ${code}`)));
  });
}

/**
 * workerd cannot listen on a port, so the fakes of outside services (an OpenAI-compatible model server, the
 * Stripe API, the X API, Solana JSON-RPC) run as Node processes next to the tests; workerd reaches them on loopback like the real ones.
 */
export default async function setup(project: TestProject) {
  const [openAi, stripe, x, solana, pdfReader, pwned] = await Promise.all([
    startFake("tests/fake-servers/openai.mjs", "OpenAI"),
    startFake("tests/fake-servers/stripe.mjs", "Stripe"),
    startFake("tests/fake-servers/x.mjs", "X API"),
    startFake("tests/fake-servers/solana.mjs", "Solana RPC"),
    startFake("tests/fake-servers/pdf-reader.mjs", "PDF reader"),
    startFake("tests/fake-servers/pwned.mjs", "Pwned Passwords"),
  ]);
  project.provide("fakeOpenAiUrl", `http://127.0.0.1:${openAi.port}/v1`);
  project.provide("fakeStripeUrl", `http://127.0.0.1:${stripe.port}`);
  project.provide("fakeXUrl", `http://127.0.0.1:${x.port}`);
  project.provide("fakeSolanaUrl", `http://127.0.0.1:${solana.port}`);
  project.provide("pdfReaderUrl", `http://127.0.0.1:${pdfReader.port}`);
  project.provide("fakePwnedUrl", `http://127.0.0.1:${pwned.port}`);
  return () => {
    openAi.process.kill();
    stripe.process.kill();
    x.process.kill();
    solana.process.kill();
    pdfReader.process.kill();
    pwned.process.kill();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeOpenAiUrl: string;
    fakeStripeUrl: string;
    fakeXUrl: string;
    fakeSolanaUrl: string;
    /** Reads a PDF's text and page count with poppler (tests/fake-servers/pdf-reader.mjs). */
    pdfReaderUrl: string;
    fakePwnedUrl: string;
  }
}
