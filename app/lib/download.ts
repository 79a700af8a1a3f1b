/**
 * Downloads a file the server makes on request (a PDF, a JSON export) without leaving the page, so the page can show
 * that it is working and say plainly when it failed. The file name comes from the server's Content-Disposition.
 */
export async function downloadFile(url: string, expectedType: string): Promise<string> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: expectedType } });
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok || !type.startsWith(expectedType)) throw new Error(`Download failed with status ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "Haven-export";
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return fileName;
}
