import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

/**
 * What a route exports so that a submission the browser cannot get to the server keeps the page, and everything
 * typed into it, and says so (the messages and the handling are in ./network). This module stays tiny because the
 * sign-in pages import it and live within a JavaScript budget (docs/decisions/0007): ./network comes in its own chunk.
 */

/** The action data of a submission that never reached the server (the pages' own action data all read `error`). */
export interface NetworkFailure {
  ok: false;
  error: string;
  networkFailure: true;
}

// Loaded as soon as a page with a form is, so it is there before anyone submits.
void import("./network");

/** A route's `clientAction`. */
export const networkSafeAction = ({ serverAction }: ClientActionFunctionArgs) =>
  import("./network").then((network) => network.submitSafely(serverAction));

/**
 * A route's `shouldRevalidate` (or part of it): after a submission that never reached the server, reloading the
 * page's data would fail the same way and replace the page with the error screen, losing what was typed.
 */
export const skipRevalidationAfterNetworkFailure: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as Partial<NetworkFailure> | undefined)?.networkFailure ? false : defaultShouldRevalidate;
