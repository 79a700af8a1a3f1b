import { create, type Font } from "fontkit";

/**
 * The fonts the PDF embeds: Noto Sans (Latin, Greek, Cyrillic) in two weights, and DejaVu Sans as the fallback for
 * what Noto lacks (Hebrew, Arabic, many symbols). They are static assets (`scripts/build-assets.mjs` copies them to
 * public/fonts/), fetched through the ASSETS binding the first time an isolate builds a PDF and parsed once.
 */
export type FontRole = "regular" | "bold" | "fallback";

const FILES: Record<FontRole, string> = {
  regular: "/fonts/NotoSans-Regular.ttf",
  bold: "/fonts/NotoSans-Bold.ttf",
  fallback: "/fonts/DejaVuSans.ttf",
};

export type PdfFonts = Record<FontRole, Font>;

let loaded: Promise<PdfFonts> | null = null;

async function fetchFont(assets: Fetcher, path: string): Promise<Font> {
  const response = await assets.fetch(new Request(`https://assets.invalid${path}`));
  if (!response.ok) throw new Error(`The PDF font ${path} is missing from the static assets (npm run build copies it): ${response.status}`);
  return create(new Uint8Array(await response.arrayBuffer()));
}

export function loadPdfFonts(assets: Fetcher): Promise<PdfFonts> {
  if (!loaded) {
    loaded = Promise.all((Object.keys(FILES) as FontRole[]).map(async (role) => [role, await fetchFont(assets, FILES[role])] as const)).then(
      (entries) => Object.fromEntries(entries) as PdfFonts,
    );
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded;
}
