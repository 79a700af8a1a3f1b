import { spawn } from "node:child_process";
import type { TestProject } from "vitest/node";

/**
 * workerd cannot listen on a port, so the fake OpenAI-compatible server runs as a Node process next to
 * the tests; workerd reaches it on loopback like any model server.
 */
export default async function setup(project: TestProject) {
  const server = spawn(process.execPath, ["tests/fake-servers/openai.mjs"], {
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    server.once("error", reject);
    server.once("exit", (code) => reject(new Error(`The fake OpenAI server exited early with code ${code}`)));
  });
  project.provide("fakeOpenAiUrl", `http://127.0.0.1:${port}/v1`);
  return () => {
    server.kill();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeOpenAiUrl: string;
  }
}
