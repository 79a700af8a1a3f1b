import { AppError, Invalid } from "../errors";

/**
 * A service error as a form message with its status (and, for a validation mistake, the field it belongs to);
 * anything unexpected is rethrown to the error boundary.
 */
export function formError(error: unknown): { message: string; status: AppError["status"]; field?: string } {
  if (error instanceof Invalid) return { message: error.message, status: error.status, field: error.field };
  if (error instanceof AppError) return { message: error.message, status: error.status };
  throw error;
}
