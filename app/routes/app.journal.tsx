import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useFetcher,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { EntryCard } from "~/components/journal/entry-card";
import { EntryForm } from "~/components/journal/entry-form";
import type { JournalActionResult } from "~/components/journal/types";
import { clearDraft, readDraft, writeDraft, type JournalDraft } from "~/lib/journal-draft";
import { networkSafeAction } from "~/lib/network-action";
import { DEFAULT_MOOD, journalMessages, SEARCH_QUERY_MAX_LENGTH } from "../../workers/shared/journal";
import type { JournalEntry, JournalPage } from "../../workers/journal/types";

export const meta: MetaFunction = () => [{ title: "Journal | Haven" }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const params = new URL(request.url).searchParams;
  const query = { q: params.get("q") ?? undefined, cursor: params.get("cursor") ?? undefined };
  const base = { accountKey: me.id, timeZone: context.progress.timeZone(), q: query.q?.trim() ?? "" };
  try {
    return json({ ...base, page: await context.journal.list(me, query), error: null });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ ...base, page: null, error: status === 400 ? message : journalMessages.loadFailed }, { status });
  }
}

/** "Load more" without a connection: the list stays, with the spec's message. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { accountKey: "", timeZone: "UTC", q: "", page: null, error: journalMessages.loadFailed };
  }
}

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const form = await context.input.form();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "save") {
      const body = {
        title: String(form.get("title") ?? ""),
        content: String(form.get("content") ?? ""),
        mood: String(form.get("mood") ?? DEFAULT_MOOD),
        tags: String(form.get("tags") ?? ""),
        isPrivate: form.get("isPrivate") !== "false",
      };
      const { entry } = id ? await context.journal.update(me, id, body) : await context.journal.create(me, body);
      return json<JournalActionResult>({ ok: true, entry });
    }
    if (intent === "delete") {
      await context.journal.remove(me, id);
      return json<JournalActionResult>({ ok: true, deleted: id });
    }
    if (intent === "insights") {
      return json<JournalActionResult>({ ok: true, insights: (await context.journal.generateInsights(me, id)).insights });
    }
    return json<JournalActionResult>({ ok: false, error: "Unknown journal action." }, { status: 400 });
  } catch (error) {
    const { message, status, field } = context.formError(error);
    return json<JournalActionResult>({ ok: false, error: message, ...(field && { field }) }, { status });
  }
}

/** A request that never reached the server answers `{ ok: false, error, networkFailure }`: the page stays as it was. */
export const clientAction = networkSafeAction;

/** The list is kept on the page and patched with each action's answer; only a new search reloads it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

const EMPTY_DRAFT: JournalDraft = { entryId: null, title: "", content: "", mood: DEFAULT_MOOD, tagsText: "", isPrivate: true };

interface ListState {
  entries: JournalEntry[];
  nextCursor: string | null;
  /** Entries a search has looked through so far (it reads a bounded number per request). */
  scanned: number;
  complete: boolean;
}

const listFrom = (page: JournalPage | null): ListState => ({
  entries: page?.entries ?? [],
  nextCursor: page?.nextCursor ?? null,
  scanned: page?.search?.scanned ?? 0,
  complete: page?.search?.complete ?? true,
});

export default function Journal() {
  const data = useLoaderData<typeof clientLoader>();
  const more = useFetcher<typeof clientLoader>();
  const [list, setList] = useState(() => listFrom(data.page));
  const [form, setForm] = useState<{ draft: JournalDraft; restored: boolean; key: number } | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  // A new search (a navigation) replaces the list.
  useEffect(() => setList(listFrom(data.page)), [data]);

  // A draft left by a reload or a closed tab reopens the form with it.
  useEffect(() => {
    const draft = readDraft(data.accountKey);
    if (draft && (draft.title || draft.content || draft.tagsText)) setForm({ draft, restored: true, key: Date.now() });
  }, [data.accountKey]);

  useEffect(() => {
    if (more.state !== "idle" || !more.data) return;
    const page = more.data.page;
    if (!page) return;
    setList((current) => ({
      entries: [...current.entries, ...page.entries.filter((entry) => !current.entries.some((shown) => shown._id === entry._id))],
      nextCursor: page.nextCursor,
      scanned: current.scanned + (page.search?.scanned ?? 0),
      complete: page.search?.complete ?? true,
    }));
  }, [more.state, more.data]);

  const openForm = (draft: JournalDraft) => {
    // Opening another entry would replace what is being written: only with the person's say-so.
    const current = form ? readDraft(data.accountKey) : null;
    const unsaved = current && current.entryId !== draft.entryId && (current.title || current.content);
    if (unsaved && !window.confirm("Discard the entry you are writing? It has not been saved.")) return;
    writeDraft(data.accountKey, draft);
    setForm({ draft, restored: false, key: Date.now() });
    setStatus(null);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const onSaved = useCallback((saved: JournalEntry) => {
    setList((current) => {
      const exists = current.entries.some((entry) => entry._id === saved._id);
      return { ...current, entries: exists ? current.entries.map((entry) => (entry._id === saved._id ? saved : entry)) : [saved, ...current.entries] };
    });
    setForm(null);
    setStatus(`Saved "${saved.title}".`);
  }, []);

  const onChanged = useCallback((changed: JournalEntry) => {
    setList((current) => ({ ...current, entries: current.entries.map((entry) => (entry._id === changed._id ? changed : entry)) }));
  }, []);

  const onDeleted = useCallback((entryId: string) => {
    setList((current) => ({ ...current, entries: current.entries.filter((entry) => entry._id !== entryId) }));
    setStatus("Entry deleted.");
  }, []);

  const cancel = useCallback(() => {
    clearDraft(data.accountKey);
    setForm(null);
  }, [data.accountKey]);

  const loadMore = () => {
    const params = new URLSearchParams({ cursor: list.nextCursor ?? "" });
    if (data.q) params.set("q", data.q);
    more.load(`/app/journal?${params}`);
  };

  const searching = data.q !== "";
  const moreFailed = more.state === "idle" && more.data && !more.data.page;
  const error = data.error ?? (moreFailed ? journalMessages.loadFailed : null);

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="page-title">Journal</h1>
          <p className="mt-1 text-slate-600">A private place for your thoughts, encrypted at rest. Only you can read it.</p>
        </div>
        {form ? null : (
          <button type="button" className="btn-primary" onClick={() => openForm(EMPTY_DRAFT)}>
            New Entry
          </button>
        )}
      </header>

      {error ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
          {error}
        </p>
      ) : null}
      <p role="status" className={status ? "rounded-xl bg-emerald-50 px-4 py-2 text-sm text-emerald-900" : "sr-only"}>
        {status}
      </p>

      {form ? (
        <EntryForm key={form.key} accountKey={data.accountKey} initial={form.draft} restored={form.restored} onSaved={onSaved} onCancel={cancel} />
      ) : null}

      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="journal-search" className="sr-only">
          Search your entries
        </label>
        <input
          id="journal-search"
          name="q"
          type="search"
          defaultValue={data.q}
          key={data.q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Search your entries"
          className="input"
        />
        <button type="submit" className="btn-secondary shrink-0">
          Search
        </button>
      </Form>
      {searching ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Entries containing "{data.q}".
          <Link to="/app/journal" className="font-semibold text-brand-700 hover:underline">
            Clear search
          </Link>
        </p>
      ) : null}

      {list.entries.length === 0 && !data.error ? (
        searching ? (
          <p className="card text-center text-slate-600">
            {list.complete ? `No entries contain "${data.q}".` : `No matches in your ${list.scanned} most recent entries yet.`}
          </p>
        ) : form ? null : (
          <section className="card text-center">
            <p className="text-slate-600">Your journal is empty. Write about your day, a worry, or something you are grateful for.</p>
            <button type="button" className="btn-primary mt-4" onClick={() => openForm(EMPTY_DRAFT)}>
              Write Your First Entry
            </button>
          </section>
        )
      ) : (
        <div className="space-y-4">
          {list.entries.map((entry) => (
            <EntryCard
              key={entry._id}
              entry={entry}
              timeZone={data.timeZone}
              onEdit={(chosen) =>
                openForm({
                  entryId: chosen._id,
                  title: chosen.title,
                  content: chosen.content,
                  mood: chosen.mood,
                  tagsText: chosen.tags.join(", "),
                  isPrivate: chosen.isPrivate,
                })
              }
              onChanged={onChanged}
              onDeleted={onDeleted}
            />
          ))}
        </div>
      )}

      {list.nextCursor ? (
        <div className="text-center">
          {searching && !list.complete ? (
            <p className="mb-2 text-sm text-slate-600">Searched your {list.scanned} most recent entries.</p>
          ) : null}
          <button type="button" className="btn-secondary" onClick={loadMore} disabled={more.state !== "idle"}>
            {more.state !== "idle" ? "Loading..." : searching ? "Search older entries" : "Load more"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
