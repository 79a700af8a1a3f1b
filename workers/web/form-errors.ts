import { AppError } from "../errors";

/** A service error as a form message with its status; anything unexpected is rethrown to the error boundary. */
export function formError(error: unknown): { message: string; status: AppError["status"] } {
  if (error instanceof AppError) return { message: error.message, status: error.status };
  throw error;
}
