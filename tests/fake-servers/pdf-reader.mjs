// Reads PDFs for the workerd tests, which cannot run programs: POST a PDF to /read and get back its text
// (poppler's pdftotext, in reading order per page) and page count (pdfinfo). With ?save=NAME the PDF is also kept
// as .cache/pdf/NAME.pdf, to render and look at (pdftoppm -png -r 70 .cache/pdf/NAME.pdf out).
// Needs Debian's poppler-utils (.ci/run installs it). Usage: PORT=0 node tests/fake-servers/pdf-reader.mjs
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const url = new URL(request.url, "http://localhost");
    const dir = mkdtempSync(join(tmpdir(), "pdf-reader-"));
    try {
      const file = join(dir, "in.pdf");
      writeFileSync(file, Buffer.concat(chunks));
      const save = url.searchParams.get("save");
      if (save) {
        mkdirSync(".cache/pdf", { recursive: true });
        writeFileSync(join(".cache/pdf", `${save.replace(/[^\w-]/g, "_")}.pdf`), Buffer.concat(chunks));
      }
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ pages, text, info }));
    } catch (error) {
      response.writeHead(422, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: String(error.stderr ?? error.message) }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${server.address().port}`);
});
